/** What list-tool-reviews validates: built on its first request (see createHandler). */
export { toolIdParams as params } from '../../../platform/contract/params.js';
export { pageQuerySchema as query } from '../../../platform/contract/fields.js';
