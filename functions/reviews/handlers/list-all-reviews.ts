import { listAllReviews } from '../store/reviews-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { reviewsRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(reviewsRoutes, 'list-all-reviews'),
  loadedOnFirstUse(() => import('../contract/requests/list-all-reviews.js')),
  async ({ query }) => {
    const page = await listAllReviews(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
