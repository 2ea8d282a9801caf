import { listAuditEntries } from '../../platform/audit-log.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { adminRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(adminRoutes, 'list-audit-log'),
  loadedOnFirstUse(() => import('../contract/requests/list-audit-log.js')),
  async ({ query }) => {
    const page = await listAuditEntries(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
