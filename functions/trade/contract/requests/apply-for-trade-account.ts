/** What apply-for-trade-account validates: built on its first request (see createHandler). */
export { applySchema as body } from '../trade-account.js';
