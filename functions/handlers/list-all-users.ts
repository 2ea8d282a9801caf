import { getUserRole, listNewestUsers } from '../repositories/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { pageQuerySchema } from '../schemas/fields.js';

export const handler = createHandler(
  'list-all-users',
  { query: pageQuerySchema },
  async ({ query }) => {
    const page = await listNewestUsers(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
