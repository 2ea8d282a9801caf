import { SITE_PAGE_CACHE, moduleRoutes } from '../platform/route-definitions.js';

export const siteRoutes = moduleRoutes('site', [
  {
    method: 'GET',
    path: '/tools',
    handler: 'catalog-page',
    access: 'public',
    tables: { tools: ['Query'] },
    publicCache: SITE_PAGE_CACHE,
    // The catalog page's views: the only query parameters that change the answer.
    queryParams: ['category', 'q', 'sort'],
    sitePage: true,
  },
  { method: 'GET', path: '/tools/{id}', handler: 'tool-page', access: 'public', tables: { tools: ['GetItem'] }, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'GET', path: '/sitemap.xml', handler: 'sitemap', access: 'public', tables: { tools: ['Query'] }, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'GET', path: '/robots.txt', handler: 'robots', access: 'public', tables: {}, publicCache: SITE_PAGE_CACHE, sitePage: true },
]);
