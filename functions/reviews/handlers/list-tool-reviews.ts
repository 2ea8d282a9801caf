import { listToolReviews } from '../store/reviews-repository.js';
import { getToolOnSale } from '../../catalog/store/tools-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { NotFoundError } from '../../platform/errors.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { reviewsRoutes } from '../routes.js';

// A tool not on sale has no page, so its reviews are a 404 too.
export const handler = createHandler(
  routeOf(reviewsRoutes, 'list-tool-reviews'),
  loadedOnFirstUse(() => import('../contract/requests/list-tool-reviews.js')),
  async ({ params, query }) => {
    const [tool, page] = await Promise.all([getToolOnSale(params.id), listToolReviews(params.id, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor)]);
    if (!tool) throw new NotFoundError(`No tool with id ${params.id}`);
    return ok(page.items, pageHeaders(page));
  },
);
