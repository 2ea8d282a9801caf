import { CATALOG_FIRST_CARDS, catalogPageHtml } from '../domain/site-pages.js';
import { pageTemplate } from '../gateways/page-template.js';
import { listNewestTools } from '../../catalog/store/tools-repository.js';
import { siteOrigin } from '../../platform/config.js';
import { createHandler, htmlPage, noSchemas } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { siteRoutes } from '../routes.js';

/** A view in the query string (search, category, sort) gets the heading alone: the app shows that view itself. */
export const handler = createHandler(routeOf(siteRoutes, 'catalog-page'), noSchemas, async ({ query }) => {
  const origin = siteOrigin();
  const plainView = Object.keys(query as object).length === 0;
  const [template, newest] = await Promise.all([pageTemplate(origin), plainView ? listNewestTools(CATALOG_FIRST_CARDS) : undefined]);
  return htmlPage(200, catalogPageHtml(template, origin, newest?.items ?? []));
});
