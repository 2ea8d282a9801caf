/** What export-orders validates: built on its first request (see createHandler). */
export { ordersExportQuerySchema as query } from '../sales.js';
