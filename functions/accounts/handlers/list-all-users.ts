import { getUserRole, listNewestUsers } from '../store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(accountsRoutes, 'list-all-users'),
  loadedOnFirstUse(() => import('../contract/requests/list-all-users.js')),
  async ({ query }) => {
    const page = await listNewestUsers(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
