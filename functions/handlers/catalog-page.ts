import { catalogPageHtml } from '../domain/site-pages.js';
import { pageTemplate } from '../repositories/page-template.js';
import { siteOrigin } from '../shared/config.js';
import { createHandler, noSchemas, okText } from '../shared/http-handler.js';

/** GET /tools at the site's root: the catalog's page with its own title and tags (the app lists the tools; its search and filters live in the query string). */
export const handler = createHandler('catalog-page', noSchemas, async () => {
  const origin = siteOrigin();
  return okText(catalogPageHtml(await pageTemplate(origin), origin), { 'content-type': 'text/html; charset=utf-8' });
});
