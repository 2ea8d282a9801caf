/** What get-credit-note validates: built on its first request (see createHandler). */
export { orderIdParams as params } from '../../../platform/contract/params.js';
