import { toolAnswer } from '../contract/tool.js';
import { listAllTools } from '../store/tools-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { pageQuerySchema } from '../../platform/contract/fields.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(catalogRoutes, 'list-all-products'),
  { query: pageQuerySchema },
  async ({ query }) => {
    const page = await listAllTools(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items.map(toolAnswer), pageHeaders(page));
  },
  { getUserRole },
);
