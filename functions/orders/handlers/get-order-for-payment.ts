import { orderAnswer } from '../contract/order.js';
import { getOrderForPayment } from '../domain/get-order-for-payment.js';
import { getOrder } from '../store/orders-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { orderIdParams } from '../../platform/contract/params.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = { getOrder, getUserRole };

export const handler = createHandler(routeOf(ordersRoutes, 'get-order-for-payment'), { params: orderIdParams }, async ({ params, caller }) =>
  ok(orderAnswer(await getOrderForPayment(deps, caller, params.orderId))),
);
