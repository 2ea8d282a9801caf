import { PAGE_QUERY_PARAMS, PUBLIC_READ_CACHE, moduleRoutes } from '../platform/route-definitions.js';

export const reviewsRoutes = moduleRoutes('reviews', [
  {
    method: 'GET',
    path: '/homereviews',
    handler: 'list-home-reviews',
    access: 'public',
    tables: { reviews: ['Query'] },
    publicCache: PUBLIC_READ_CACHE,
    queryParams: PAGE_QUERY_PARAMS,
  },
  {
    method: 'GET',
    path: '/toolreviews/{id}',
    handler: 'list-tool-reviews',
    access: 'public',
    tables: { reviews: ['Query'], tools: ['GetItem'] },
    publicCache: PUBLIC_READ_CACHE,
    queryParams: PAGE_QUERY_PARAMS,
  },
  {
    method: 'POST',
    path: '/addareview',
    handler: 'add-review',
    access: 'user',
    // The buyer's own paid orders (orders.byOwner), the review it replaces, and the tool's rating in one transaction.
    tables: { orders: ['Query'], reviews: ['GetItem', 'PutItem'], tools: ['GetItem', 'UpdateItem'] },
  },
  { method: 'GET', path: '/allreviews', handler: 'list-all-reviews', access: 'admin', tables: { users: ['GetItem'], reviews: ['Query'] } },
  {
    method: 'POST',
    path: '/hidereview/{reviewId}',
    handler: 'hide-review',
    access: 'admin',
    tables: { users: ['GetItem'], reviews: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'], audit: ['PutItem'] },
  },
]);
