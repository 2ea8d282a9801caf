import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { quoteAnswer, quoteIdParams } from '../contract/quote.js';
import { readQuote } from '../domain/quotes.js';
import { quotesRoutes } from '../routes.js';
import { quoteDeps } from './quote-deps.js';

export const handler = createHandler(routeOf(quotesRoutes, 'get-quote'), { params: quoteIdParams }, async ({ params, caller }) =>
  ok({ quote: quoteAnswer(await readQuote(quoteDeps, caller, params.quoteId)) }),
);
