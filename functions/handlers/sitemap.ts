import { sitemapXml } from '../domain/site-pages.js';
import { listEveryToolOnSale } from '../repositories/tools-repository.js';
import { siteOrigin } from '../shared/config.js';
import { createHandler, noSchemas, okText } from '../shared/http-handler.js';

/** GET /sitemap.xml at the site's root. */
export const handler = createHandler('sitemap', noSchemas, async () =>
  okText(sitemapXml(siteOrigin(), await listEveryToolOnSale()), { 'content-type': 'application/xml; charset=utf-8' }),
);
