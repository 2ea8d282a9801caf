import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { getCompany } from '../../trade/store/trade-repository.js';
import { quoteAnswer } from '../contract/quote-terms.js';
import { requestQuote } from '../domain/quotes.js';
import { getToolNameOnSale } from '../store/quotes-repository.js';
import { quotesRoutes } from '../routes.js';
import { quoteDeps } from './quote-deps.js';

const deps = { ...quoteDeps, toolName: getToolNameOnSale, companyName: async (companyId: string) => (await getCompany(companyId))?.name };

export const handler = createHandler(
  routeOf(quotesRoutes, 'request-quote'),
  loadedOnFirstUse(() => import('../contract/requests/request-quote.js')),
  async ({ body, caller, declaredHeaders }) => created({ quote: quoteAnswer(await requestQuote(deps, caller, body, declaredHeaders['idempotency-key'])) }),
);
