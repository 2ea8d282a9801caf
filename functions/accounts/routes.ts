import { moduleRoutes } from '../platform/route-definitions.js';

export const accountsRoutes = moduleRoutes('accounts', [
  { method: 'GET', path: '/userupdate/{email}', handler: 'get-profile', access: 'user', tables: { users: ['GetItem'] } },
  { method: 'PUT', path: '/userupdate/', handler: 'update-profile', access: 'user', tables: { users: ['UpdateItem'] } },
  { method: 'GET', path: '/allusers', handler: 'list-all-users', access: 'admin', tables: { users: ['GetItem', 'Query'] } },
  { method: 'POST', path: '/makeadmin/{userId}', handler: 'make-admin', access: 'admin', tables: { users: ['GetItem', 'UpdateItem'], audit: ['PutItem'] } },
  { method: 'PUT', path: '/login/{email}', handler: 'login', access: 'public', tables: { users: ['UpdateItem'] }, integrations: ['firebase'] },
  { method: 'GET', path: '/admin/{email}', handler: 'get-role', access: 'user', tables: { users: ['GetItem', 'Query'] } },
]);
