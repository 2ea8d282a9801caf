/** What get-contract-prices validates: built on its first request (see createHandler). */
export { companyIdParams as params } from '../trade-account.js';
