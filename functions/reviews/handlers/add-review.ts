import { addReview } from '../domain/add-review.js';
import { findBoughtTool } from '../store/bought-tools-repository.js';
import { getReview, saveReview } from '../store/reviews-repository.js';
import { getTool } from '../../catalog/store/tools-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { reviewsRoutes } from '../routes.js';

const deps = { findBoughtTool, getTool, getReview, saveReview, now: () => new Date() };

export const handler = createHandler(
  routeOf(reviewsRoutes, 'add-review'),
  loadedOnFirstUse(() => import('../contract/requests/add-review.js')),
  async ({ body, caller }) => {
    const review = await addReview(deps, caller, body);
    return created({ acknowledged: true, insertedId: review._id, review });
  },
);
