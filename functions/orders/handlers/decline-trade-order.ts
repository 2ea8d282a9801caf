import { declineOrder } from '../domain/approve-order.js';
import { declineOrderSchema, orderAnswer } from '../contract/order.js';
import { orderDecisionDeps } from './order-decision-deps.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { orderIdParams } from '../../platform/contract/params.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(ordersRoutes, 'decline-trade-order'),
  { params: orderIdParams, body: declineOrderSchema },
  async ({ params, body, caller }) => ok({ order: orderAnswer(await declineOrder(orderDecisionDeps, caller, params.orderId, body.reason)) }),
);
