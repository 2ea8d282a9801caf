/** What set-contract-prices validates: built on its first request (see createHandler). */
export { companyIdParams as params, contractPricesSchema as body } from '../trade-account.js';
