import { listToolReviews } from '../repositories/reviews-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { pageQuerySchema } from '../schemas/fields.js';
import { toolIdParams } from '../schemas/params.js';

export const handler = createHandler('list-tool-reviews', { params: toolIdParams, query: pageQuerySchema }, async ({ params, query }) => {
  const page = await listToolReviews(params.id, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
  return ok(page.items, pageHeaders(page));
});
