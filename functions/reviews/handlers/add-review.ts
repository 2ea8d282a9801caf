import { addReview } from '../domain/add-review.js';
import { findBoughtTool } from '../store/bought-tools-repository.js';
import { getReview, saveReview } from '../store/reviews-repository.js';
import { getTool } from '../../catalog/store/tools-repository.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { reviewSchema } from '../contract/review.js';
import { routeOf } from '../../platform/route-definitions.js';
import { reviewsRoutes } from '../routes.js';

const deps = { findBoughtTool, getTool, getReview, saveReview, now: () => new Date() };

export const handler = createHandler(routeOf(reviewsRoutes, 'add-review'), { body: reviewSchema }, async ({ body, caller }) => {
  const review = await addReview(deps, caller, body);
  return created({ acknowledged: true, insertedId: review._id, review });
});
