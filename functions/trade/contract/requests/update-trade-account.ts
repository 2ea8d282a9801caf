/** What update-trade-account validates: built on its first request (see createHandler). */
export { companyIdParams as params, updateCompanySchema as body } from '../trade-account.js';
