/** What delete-product validates: built on its first request (see createHandler). */
export { productEmailParams as params } from '../../../platform/contract/params.js';
