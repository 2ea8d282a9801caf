/** What edit-product validates: built on its first request (see createHandler). */
export { productIdParams as params } from '../../../platform/contract/params.js';
export { editProductSchema as body } from '../product-input.js';
