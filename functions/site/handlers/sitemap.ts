import { sitemapXml } from '../domain/site-pages.js';
import { listEveryToolOnSale } from '../../catalog/store/tools-repository.js';
import { siteOrigin } from '../../platform/config.js';
import { createHandler, noSchemas, okText } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { siteRoutes } from '../routes.js';

export const handler = createHandler(routeOf(siteRoutes, 'sitemap'), noSchemas, async () =>
  okText(sitemapXml(siteOrigin(), await listEveryToolOnSale()), { 'content-type': 'application/xml; charset=utf-8' }),
);
