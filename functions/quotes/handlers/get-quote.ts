import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { getMembership } from '../../trade/store/trade-repository.js';
import { quoteAnswer } from '../contract/quote-terms.js';
import { readQuote } from '../domain/quotes.js';
import { getQuote } from '../store/quotes-repository.js';
import { quotesRoutes } from '../routes.js';

const deps = { getQuote, getMembership, now: () => new Date() };

export const handler = createHandler(
  routeOf(quotesRoutes, 'get-quote'),
  loadedOnFirstUse(() => import('../contract/requests/get-quote.js')),
  async ({ params, caller }) => ok({ quote: quoteAnswer(await readQuote(deps, caller, params.quoteId)) }),
);
