/** The catalog module's routes: each function's path, access and exactly the table actions it may call. */
import { CATALOG_CACHE, PAGE_QUERY_PARAMS, PUBLIC_READ_CACHE, moduleRoutes } from '../platform/route-definitions.js';

export const catalogRoutes = moduleRoutes('catalog', [
  {
    method: 'GET',
    path: '/hometools',
    handler: 'list-home-tools',
    access: 'public',
    tables: { tools: ['Query'] },
    publicCache: PUBLIC_READ_CACHE,
    queryParams: PAGE_QUERY_PARAMS,
  },
  { method: 'GET', path: '/catalog', handler: 'get-catalog', access: 'public', tables: { tools: ['Query'] }, publicCache: CATALOG_CACHE },
  { method: 'GET', path: '/purchase/{id}', handler: 'get-tool', access: 'public', tables: { tools: ['GetItem'] }, publicCache: PUBLIC_READ_CACHE },
  {
    method: 'POST',
    path: '/addaproduct',
    handler: 'add-product',
    access: 'admin',
    tables: { users: ['GetItem'], tools: ['PutItem', 'GetItem'], audit: ['PutItem'] },
  },
  {
    method: 'PATCH',
    path: '/product/{productId}',
    handler: 'edit-product',
    access: 'admin',
    // A new SKU: its claim item put, the old one deleted, in the tool's transaction.
    tables: { users: ['GetItem'], tools: ['GetItem', 'UpdateItem', 'PutItem', 'DeleteItem'], audit: ['PutItem'] },
  },
  { method: 'GET', path: '/allproducts/', handler: 'list-all-products', access: 'admin', tables: { users: ['GetItem'], tools: ['Query'] } },
  {
    method: 'DELETE',
    path: '/deleteproduct/{email}/{productId}',
    handler: 'delete-product',
    access: 'admin',
    // Archives: the tool leaves the shop and keeps its orders (no DeleteItem).
    tables: { users: ['GetItem'], tools: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
  },
  {
    method: 'POST',
    path: '/restoreproduct/{productId}',
    handler: 'restore-product',
    access: 'admin',
    tables: { users: ['GetItem'], tools: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
  },
]);
