import { listNewestReviews } from '../store/reviews-repository.js';
import { pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { reviewsRoutes } from '../routes.js';

export const HOME_REVIEWS_DEFAULT_LIMIT = 3;

export const handler = createHandler(
  routeOf(reviewsRoutes, 'list-home-reviews'),
  loadedOnFirstUse(() => import('../contract/requests/list-home-reviews.js')),
  async ({ query }) => {
    const page = await listNewestReviews(query.limit ?? HOME_REVIEWS_DEFAULT_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
);
