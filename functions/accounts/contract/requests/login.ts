/** What login validates: built on its first request (see createHandler). */
export { emailParams as params } from '../../../platform/contract/params.js';
export { loginSchema as body } from '../user.js';
