import { addReview } from '../domain/add-review.js';
import { findBoughtTool } from '../repositories/bought-tools-repository.js';
import { getReview, saveReview } from '../repositories/reviews-repository.js';
import { getTool } from '../repositories/tools-repository.js';
import { createHandler, created } from '../shared/http-handler.js';
import { reviewSchema } from '../schemas/review.js';

const deps = { findBoughtTool, getTool, getReview, saveReview, now: () => new Date() };

export const handler = createHandler('add-review', { body: reviewSchema }, async ({ body, caller }) => {
  const review = await addReview(deps, caller, body);
  return created({ acknowledged: true, insertedId: review._id, review });
});
