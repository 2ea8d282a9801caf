/** What make-admin validates: built on its first request (see createHandler). */
export { userIdParams as params } from '../../../platform/contract/params.js';
