import { publicTool } from '../domain/public-tool.js';
import { listNewestTools } from '../store/tools-repository.js';
import { pageHeaders } from '../../platform/cursor.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { pageQuerySchema } from '../../platform/contract/fields.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

/** The home page shows the newest few; other callers page with a cursor. */
export const HOME_TOOLS_DEFAULT_LIMIT = 6;

export const handler = createHandler(routeOf(catalogRoutes, 'list-home-tools'), { query: pageQuerySchema }, async ({ query }) => {
  const page = await listNewestTools(query.limit ?? HOME_TOOLS_DEFAULT_LIMIT, query.cursor);
  return ok(page.items.map(publicTool), pageHeaders(page));
});
