/** What get-quote validates: built on its first request (see createHandler). */
export { quoteIdParams as params } from '../quote.js';
