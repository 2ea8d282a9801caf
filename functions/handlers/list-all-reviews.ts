import { listAllReviews } from '../repositories/reviews-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { pageQuerySchema } from '../schemas/fields.js';

/** Every review, hidden ones included (`hidden: true`), newest first (admin). */
export const handler = createHandler(
  'list-all-reviews',
  { query: pageQuerySchema },
  async ({ query }) => {
    const page = await listAllReviews(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
