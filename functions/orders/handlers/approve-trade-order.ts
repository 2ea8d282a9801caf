import { approveOrder } from '../domain/approve-order.js';
import { orderAnswer } from '../contract/order-answer.js';
import { orderDecisionDeps } from './order-decision-deps.js';
import { cartRequestError } from './order-request-fields.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(ordersRoutes, 'approve-trade-order'),
  loadedOnFirstUse(() => import('../contract/requests/approve-trade-order.js')),
  async ({ params, caller }) => {
    const order = await approveOrder(orderDecisionDeps, caller, params.orderId).catch((error: unknown) => {
      throw cartRequestError(error);
    });
    return ok({ order: orderAnswer(order) });
  },
);
