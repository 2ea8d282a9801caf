import { publicTool } from '../domain/public-tool.js';
import { listNewestTools } from '../store/tools-repository.js';
import { pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

/** The home page shows the newest few; other callers page with a cursor. */
export const HOME_TOOLS_DEFAULT_LIMIT = 6;

export const handler = createHandler(
  routeOf(catalogRoutes, 'list-home-tools'),
  loadedOnFirstUse(() => import('../contract/requests/list-home-tools.js')),
  async ({ query }) => {
    const page = await listNewestTools(query.limit ?? HOME_TOOLS_DEFAULT_LIMIT, query.cursor);
    return ok(page.items.map(publicTool), pageHeaders(page));
  },
);
