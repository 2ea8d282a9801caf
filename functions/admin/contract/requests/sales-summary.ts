/** What sales-summary validates: built on its first request (see createHandler). */
export { salesSummaryQuerySchema as query } from '../sales.js';
