/** What offer-quote validates: built on its first request (see createHandler). */
export { quoteIdParams as params, offerQuoteSchema as body } from '../quote.js';
