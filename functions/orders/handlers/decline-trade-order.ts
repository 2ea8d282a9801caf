import { declineOrder } from '../domain/approve-order.js';
import { orderAnswer } from '../contract/order-answer.js';
import { orderDecisionDeps } from './order-decision-deps.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(ordersRoutes, 'decline-trade-order'),
  loadedOnFirstUse(() => import('../contract/requests/decline-trade-order.js')),
  async ({ params, body, caller }) => ok({ order: orderAnswer(await declineOrder(orderDecisionDeps, caller, params.orderId, body.reason)) }),
);
