/** What list-admin-quotes validates: built on its first request (see createHandler). */
export { adminQuotesQuerySchema as query } from '../quote.js';
