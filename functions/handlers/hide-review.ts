import { hideReview } from '../domain/hide-review.js';
import { getReview, hideReview as hideStoredReview } from '../repositories/reviews-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { reviewIdParams } from '../schemas/review.js';

const deps = { getReview, hideReview: hideStoredReview, now: () => new Date() };

export const handler = createHandler(
  'hide-review',
  { params: reviewIdParams },
  async ({ params, caller }) => ok({ acknowledged: true, review: await hideReview(deps, caller, params.reviewId) }),
  { getUserRole },
);
