/** What get-profile validates: built on its first request (see createHandler). */
export { emailParams as params } from '../../../platform/contract/params.js';
