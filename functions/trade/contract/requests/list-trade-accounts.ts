/** What list-trade-accounts validates: built on its first request (see createHandler). */
export { companyListQuery as query } from '../trade-account.js';
