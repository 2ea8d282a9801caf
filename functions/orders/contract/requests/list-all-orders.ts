/** What list-all-orders validates: built on its first request (see createHandler). */
export { emailParams as params } from '../../../platform/contract/params.js';
export { allOrdersQuerySchema as query } from '../order.js';
