import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { getMembership } from '../../trade/store/trade-repository.js';
import { quoteAnswer } from '../contract/quote-terms.js';
import { listQuotes } from '../domain/quotes.js';
import { listQuotesByCompany, listQuotesByOwner } from '../store/quotes-repository.js';
import { quotesRoutes } from '../routes.js';

const deps = { getMembership, listQuotesByOwner, listQuotesByCompany, now: () => new Date() };

/** GET /quotes: the caller's quotes; a company admin's: the company's. */
export const handler = createHandler(routeOf(quotesRoutes, 'list-my-quotes'), {}, async ({ caller }) =>
  ok({ quotes: (await listQuotes(deps, caller)).map(quoteAnswer) }),
);
