/** What update-profile validates: built on its first request (see createHandler). */
export { profileSchema as body } from '../user.js';
