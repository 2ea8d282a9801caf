import { randomUUID } from 'node:crypto';
import { addReview } from '../domain/add-review.js';
import { putNewReview } from '../repositories/reviews-repository.js';
import { createHandler, created } from '../shared/http-handler.js';

const deps = { putNewReview, newId: randomUUID, now: () => new Date() };

export const handler = createHandler('add-review', async () => ({ body: (await import('../schemas/review.js')).reviewSchema }), async ({ body, caller }) => {
  const review = await addReview(deps, caller, body);
  return created({ acknowledged: true, insertedId: review._id, review });
});
