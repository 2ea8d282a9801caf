import { ConflictError } from '../../platform/errors.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { countBusinessEvent } from '../../platform/metrics.js';
import { routeOf } from '../../platform/route-definitions.js';
import { orderAnswer } from '../../orders/contract/order-answer.js';
import { placeOrder } from '../../orders/domain/place-order.js';
import { TotalRefused } from '../../orders/domain/order-refusals.js';
import { orderPlacingDeps } from '../../orders/handlers/order-placing-deps.js';
import { getOrderConsistently } from '../../orders/store/order-payments-repository.js';
import { acceptQuote } from '../domain/accept-quote.js';
import { quoteOrderedItem } from '../store/quotes-repository.js';
import { quotesRoutes } from '../routes.js';
import { quoteDeps } from './quote-deps.js';

const deps = {
  ...quoteDeps,
  placeOrder: (...args: Parameters<typeof placeOrder> extends [unknown, ...infer Rest] ? Rest : never) => placeOrder(orderPlacingDeps, ...args),
  getOrder: getOrderConsistently,
  quoteOrderedItem,
};

/** POST /quotes/{quoteId}/accept: 201 { order }, placed by the orders module at the offered prices. */
export const handler = createHandler(
  routeOf(quotesRoutes, 'accept-quote'),
  loadedOnFirstUse(() => import('../contract/requests/accept-quote.js')),
  async ({ params, body, caller }) => {
    const order = await acceptQuote(deps, caller, params.quoteId, body).catch((error: unknown) => {
      throw error instanceof TotalRefused ? new ConflictError(error.message) : error;
    });
    await countBusinessEvent('OrdersPlaced');
    return created({ order: orderAnswer(order) });
  },
);
