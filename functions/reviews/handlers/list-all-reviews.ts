import { listAllReviews } from '../store/reviews-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { pageQuerySchema } from '../../platform/contract/fields.js';
import { routeOf } from '../../platform/route-definitions.js';
import { reviewsRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(reviewsRoutes, 'list-all-reviews'),
  { query: pageQuerySchema },
  async ({ query }) => {
    const page = await listAllReviews(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
