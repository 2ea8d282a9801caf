/** What place-order validates: built on its first request (see createHandler). */
export { placeOrderSchema as body } from '../order.js';
export { idempotencyHeaderSchema as headers } from '../../../platform/contract/params.js';
