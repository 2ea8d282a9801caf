import { orderAnswer } from '../contract/order-answer.js';
import { getOrderForPayment } from '../domain/get-order-for-payment.js';
import { getOrder } from '../store/orders-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = { getOrder, getUserRole };

export const handler = createHandler(
  routeOf(ordersRoutes, 'get-order-for-payment'),
  loadedOnFirstUse(() => import('../contract/requests/get-order-for-payment.js')),
  async ({ params, caller }) => ok(orderAnswer(await getOrderForPayment(deps, caller, params.orderId))),
);
