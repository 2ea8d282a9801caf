import { getUserRole } from '../../accounts/store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { adminQuotesQuerySchema, quoteAnswer } from '../contract/quote.js';
import { listAdminQuotes } from '../domain/quotes.js';
import { listQuotesByStatus } from '../store/quotes-repository.js';
import { quotesRoutes } from '../routes.js';

const deps = { listQuotesByStatus, now: () => new Date() };

/** GET /admin/quotes?status=: the shop admins' list. */
export const handler = createHandler(
  routeOf(quotesRoutes, 'list-admin-quotes'),
  { query: adminQuotesQuerySchema },
  async ({ query }) => ok({ quotes: (await listAdminQuotes(deps, query.status)).map(quoteAnswer) }),
  { getUserRole },
);
