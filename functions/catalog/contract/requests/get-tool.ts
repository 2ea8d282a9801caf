/** What get-tool validates: built on its first request (see createHandler). */
export { toolIdParams as params } from '../../../platform/contract/params.js';
