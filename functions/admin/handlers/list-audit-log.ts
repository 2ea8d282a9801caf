import { listAuditEntries } from '../../platform/audit-trail.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { auditLogQuerySchema } from '../../platform/contract/audit.js';
import { routeOf } from '../../platform/route-definitions.js';
import { adminRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(adminRoutes, 'list-audit-log'),
  { query: auditLogQuerySchema },
  async ({ query }) => {
    const page = await listAuditEntries(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
