/** What remove-trade-member validates: built on its first request (see createHandler). */
export { memberParams as params } from '../trade-account.js';
