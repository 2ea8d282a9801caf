import { hideReview } from '../domain/hide-review.js';
import { getReview, hideReview as hideStoredReview } from '../repositories/reviews-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { readingAheadFirst } from '../shared/read-ahead.js';
import { reviewIdParams } from '../schemas/review.js';

export const handler = createHandler(
  'hide-review',
  { params: reviewIdParams, readAhead: ({ params }) => getReview(params.reviewId) },
  async ({ params, caller, readAhead }) => {
    const deps = { getReview: readingAheadFirst(params.reviewId, readAhead, getReview), hideReview: hideStoredReview, now: () => new Date() };
    return ok({ acknowledged: true, review: await hideReview(deps, caller, params.reviewId) });
  },
  { getUserRole },
);
