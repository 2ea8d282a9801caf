import { notFoundPageHtml, toolPageHtml } from '../domain/site-pages.js';
import { pageTemplate } from '../gateways/page-template.js';
import { getToolOnSale } from '../../catalog/store/tools-repository.js';
import { siteOrigin } from '../../platform/config.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, htmlPage, type HttpResult } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { siteRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(siteRoutes, 'tool-page'),
  loadedOnFirstUse(() => import('../contract/requests/tool-page.js')),
  async ({ params }): Promise<HttpResult> => {
    const origin = siteOrigin();
    const [tool, template] = await Promise.all([getToolOnSale(params.id), pageTemplate(origin)]);
    if (!tool) return htmlPage(404, notFoundPageHtml(template));
    return htmlPage(200, toolPageHtml(template, tool, origin));
  },
);
