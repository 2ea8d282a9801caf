/** What join-trade-account validates: built on its first request (see createHandler). */
export { tokenParams as params } from '../trade-account.js';
