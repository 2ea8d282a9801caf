/** What accept-quote validates: built on its first request (see createHandler). */
export { quoteIdParams as params, acceptQuoteSchema as body } from '../quote.js';
