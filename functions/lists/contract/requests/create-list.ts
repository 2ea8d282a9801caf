/** What create-list validates: built on its first request (see createHandler). */
export { listSchema as body } from '../buying-list.js';
