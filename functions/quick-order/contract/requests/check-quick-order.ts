/** What check-quick-order validates: built on its first request (see createHandler). */
export { quickOrderCheckSchema as body } from '../quick-order.js';
