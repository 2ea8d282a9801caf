/** What update-trade-member validates: built on its first request (see createHandler). */
export { memberParams as params, updateMemberSchema as body } from '../trade-account.js';
