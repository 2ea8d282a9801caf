/** What list-my-orders validates: built on its first request (see createHandler). */
export { emailParams as params } from '../../../platform/contract/params.js';
export { pageQuerySchema as query } from '../../../platform/contract/fields.js';
