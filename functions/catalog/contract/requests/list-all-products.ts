/** What list-all-products validates: built on its first request (see createHandler). */
export { pageQuerySchema as query } from '../../../platform/contract/fields.js';
