import { listToolReviews } from '../repositories/reviews-repository.js';
import { getToolOnSale } from '../repositories/tools-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { NotFoundError } from '../shared/errors.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { pageQuerySchema } from '../schemas/fields.js';
import { toolIdParams } from '../schemas/params.js';

// The tool and its reviews are read side by side: a tool not on sale (archived, unknown) has no page, so 404 as its page does.
export const handler = createHandler('list-tool-reviews', { params: toolIdParams, query: pageQuerySchema }, async ({ params, query }) => {
  const [tool, page] = await Promise.all([getToolOnSale(params.id), listToolReviews(params.id, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor)]);
  if (!tool) throw new NotFoundError(`No tool with id ${params.id}`);
  return ok(page.items, pageHeaders(page));
});
