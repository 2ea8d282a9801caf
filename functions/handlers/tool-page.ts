import { notFoundPageHtml, toolPageHtml } from '../domain/site-pages.js';
import { pageTemplate } from '../repositories/page-template.js';
import { getToolOnSale } from '../repositories/tools-repository.js';
import { siteOrigin } from '../shared/config.js';
import { createHandler, htmlPage, type HttpResult } from '../shared/http-handler.js';
import { toolIdParams } from '../schemas/params.js';

/** GET /tools/{id} at the site's root: the tool's page with its tags; 404 with the app's 404 page for an archived or unknown tool. */
export const handler = createHandler('tool-page', { params: toolIdParams }, async ({ params }): Promise<HttpResult> => {
  const origin = siteOrigin();
  const [tool, template] = await Promise.all([getToolOnSale(params.id), pageTemplate(origin)]);
  if (!tool) return htmlPage(404, notFoundPageHtml(template));
  return htmlPage(200, toolPageHtml(template, tool, origin));
});
