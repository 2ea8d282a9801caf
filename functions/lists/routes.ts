/** The lists module's routes: buying lists, a customer's own or shared by an approved trade account's members. None is cached. */
import { moduleRoutes } from '../platform/route-definitions.js';

export const listsRoutes = moduleRoutes('lists', [
  // The caller's membership and company (trade), then their own lists and their company's (lists.byOwner).
  { method: 'GET', path: '/lists', handler: 'get-lists', access: 'user', tables: { trade: ['GetItem'], lists: ['Query'] } },
  // Written only if the id is new; held by the caller's approved company, else by the caller.
  { method: 'POST', path: '/lists', handler: 'create-list', access: 'user', tables: { trade: ['GetItem'], lists: ['PutItem'] } },
  { method: 'GET', path: '/lists/{listId}', handler: 'get-list', access: 'user', tables: { trade: ['GetItem'], lists: ['GetItem'] } },
  // The whole list written over the version read.
  { method: 'PUT', path: '/lists/{listId}', handler: 'update-list', access: 'user', tables: { trade: ['GetItem'], lists: ['GetItem', 'PutItem'] } },
  { method: 'DELETE', path: '/lists/{listId}', handler: 'delete-list', access: 'user', tables: { trade: ['GetItem'], lists: ['GetItem', 'DeleteItem'] } },
]);
