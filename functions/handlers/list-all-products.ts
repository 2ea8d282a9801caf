import { listAllTools } from '../repositories/tools-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { pageQuerySchema } from '../schemas/fields.js';

export const handler = createHandler(
  'list-all-products',
  { query: pageQuerySchema },
  async ({ query }) => {
    const page = await listAllTools(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
