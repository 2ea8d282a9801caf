/** What decline-trade-account validates: built on its first request (see createHandler). */
export { companyIdParams as params, declineSchema as body } from '../trade-account.js';
