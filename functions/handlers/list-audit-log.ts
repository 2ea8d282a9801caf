import { listAuditEntries } from '../repositories/audit-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { auditLogQuerySchema } from '../schemas/audit.js';

export const handler = createHandler(
  'list-audit-log',
  { query: auditLogQuerySchema },
  async ({ query }) => {
    const page = await listAuditEntries(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
