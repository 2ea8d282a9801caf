import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { quoteAnswer } from '../contract/quote-terms.js';
import { offerQuote } from '../domain/quotes.js';
import { quotesRoutes } from '../routes.js';
import { quoteDeps } from './quote-deps.js';

export const handler = createHandler(
  routeOf(quotesRoutes, 'offer-quote'),
  loadedOnFirstUse(() => import('../contract/requests/offer-quote.js')),
  async ({ params, body, caller }) => ok({ quote: quoteAnswer(await offerQuote(quoteDeps, caller, params.quoteId, body)) }),
  { getUserRole },
);
