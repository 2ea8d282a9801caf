import { listNewestReviews } from '../repositories/reviews-repository.js';
import { pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { pageQuerySchema } from '../schemas/fields.js';

/** Newest reviews first; 3 by default (the home page), up to 100 a page with a cursor. */
export const HOME_REVIEWS_DEFAULT_LIMIT = 3;

export const handler = createHandler('list-home-reviews', { query: pageQuerySchema }, async ({ query }) => {
  const page = await listNewestReviews(query.limit ?? HOME_REVIEWS_DEFAULT_LIMIT, query.cursor);
  return ok(page.items, pageHeaders(page));
});
