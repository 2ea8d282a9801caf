import { hideReview } from '../domain/hide-review.js';
import { getReview, hideReview as hideStoredReview } from '../store/reviews-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { reviewsRoutes } from '../routes.js';

const deps = { getReview, hideReview: hideStoredReview, now: () => new Date() };

export const handler = createHandler(
  routeOf(reviewsRoutes, 'hide-review'),
  loadedOnFirstUse(() => import('../contract/requests/hide-review.js')),
  async ({ params, caller }) => ok({ acknowledged: true, review: await hideReview(deps, caller, params.reviewId) }),
  { getUserRole },
);
