/** What approve-trade-account validates: built on its first request (see createHandler). */
export { companyIdParams as params, approveSchema as body } from '../trade-account.js';
