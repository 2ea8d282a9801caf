/** What mark-delivered validates: built on its first request (see createHandler). */
export { orderIdParams as params } from '../../../platform/contract/params.js';
export { deliverySchema as body } from '../order.js';
