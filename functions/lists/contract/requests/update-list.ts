/** What update-list validates: built on its first request (see createHandler). */
export { listParams as params, listSchema as body } from '../buying-list.js';
