/** What add-product validates: built on its first request (see createHandler). */
export { addProductSchema as body } from '../product-input.js';
