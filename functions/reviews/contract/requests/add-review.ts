/** What add-review validates: built on its first request (see createHandler). */
export { reviewSchema as body } from '../review.js';
