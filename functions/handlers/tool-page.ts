import { notFoundPageHtml, toolPageHtml } from '../domain/site-pages.js';
import { pageTemplate } from '../repositories/page-template.js';
import { getToolOnSale } from '../repositories/tools-repository.js';
import { siteOrigin } from '../shared/config.js';
import { createHandler, type HttpResult } from '../shared/http-handler.js';
import { toolIdParams } from '../schemas/params.js';

const HTML = { 'content-type': 'text/html; charset=utf-8' };

/** GET /tools/{id} at the site's root: the tool's page with its tags; 404 with the app's 404 page for an archived or unknown tool. */
export const handler = createHandler('tool-page', { params: toolIdParams }, async ({ params }): Promise<HttpResult> => {
  const origin = siteOrigin();
  const [tool, template] = await Promise.all([getToolOnSale(params.id), pageTemplate(origin)]);
  if (!tool) return { statusCode: 404, text: notFoundPageHtml(template), headers: HTML };
  return { statusCode: 200, text: toolPageHtml(template, tool, origin), headers: HTML };
});
