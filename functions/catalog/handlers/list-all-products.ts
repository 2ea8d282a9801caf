import { toolAnswer } from '../contract/tool-answer.js';
import { listAllTools } from '../store/tools-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(catalogRoutes, 'list-all-products'),
  loadedOnFirstUse(() => import('../contract/requests/list-all-products.js')),
  async ({ query }) => {
    const page = await listAllTools(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items.map(toolAnswer), pageHeaders(page));
  },
  { getUserRole },
);
