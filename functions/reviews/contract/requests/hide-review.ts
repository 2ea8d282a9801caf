/** What hide-review validates: built on its first request (see createHandler). */
export { reviewIdParams as params } from '../review.js';
