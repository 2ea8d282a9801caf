import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { quoteAnswer } from '../contract/quote-terms.js';
import { closeQuote } from '../domain/quotes.js';
import { quotesRoutes } from '../routes.js';
import { quoteDeps } from './quote-deps.js';

export const handler = createHandler(
  routeOf(quotesRoutes, 'withdraw-quote'),
  loadedOnFirstUse(() => import('../contract/requests/withdraw-quote.js')),
  async ({ params, caller }) => ok({ quote: quoteAnswer(await closeQuote(quoteDeps, caller, params.quoteId, 'withdraw')) }),
);
