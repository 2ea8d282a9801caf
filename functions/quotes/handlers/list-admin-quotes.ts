import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { quoteAnswer } from '../contract/quote-terms.js';
import { listAdminQuotes } from '../domain/quotes.js';
import { listQuotesByStatus } from '../store/quotes-repository.js';
import { quotesRoutes } from '../routes.js';

const deps = { listQuotesByStatus, now: () => new Date() };

/** GET /admin/quotes?status=: the shop admins' list. */
export const handler = createHandler(
  routeOf(quotesRoutes, 'list-admin-quotes'),
  loadedOnFirstUse(() => import('../contract/requests/list-admin-quotes.js')),
  async ({ query }) => ok({ quotes: (await listAdminQuotes(deps, query.status)).map(quoteAnswer) }),
  { getUserRole },
);
