/** What cancel-order validates: built on its first request (see createHandler). */
export { orderEmailParams as params } from '../../../platform/contract/params.js';
