/** What request-quote validates: built on its first request (see createHandler). */
export { requestQuoteSchema as body } from '../quote.js';
export { idempotencyHeaderSchema as headers } from '../../../platform/contract/params.js';
