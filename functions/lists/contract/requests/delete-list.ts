/** What delete-list validates: built on its first request (see createHandler). */
export { listParams as params } from '../buying-list.js';
