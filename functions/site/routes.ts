/** The site module's routes: each function's path, access and exactly the table actions it may call. */
import { SITE_PAGE_CACHE, moduleRoutes } from '../platform/route-definitions.js';

export const siteRoutes = moduleRoutes('site', [
  // The site's crawler-ready pages (sitePage): the built index.html filled with the catalog's or a tool's tags, the sitemap, robots.txt.
  {
    method: 'GET',
    path: '/tools',
    handler: 'catalog-page',
    access: 'public',
    tables: { tools: ['Query'] },
    publicCache: SITE_PAGE_CACHE,
    // The catalog page's views (web/src/features/tools/catalog-view.ts).
    queryParams: ['category', 'q', 'sort'],
    sitePage: true,
  },
  { method: 'GET', path: '/tools/{id}', handler: 'tool-page', access: 'public', tables: { tools: ['GetItem'] }, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'GET', path: '/sitemap.xml', handler: 'sitemap', access: 'public', tables: { tools: ['Query'] }, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'GET', path: '/robots.txt', handler: 'robots', access: 'public', tables: {}, publicCache: SITE_PAGE_CACHE, sitePage: true },
]);
