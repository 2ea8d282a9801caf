import { getOrderForPayment } from '../domain/get-order-for-payment.js';
import { getOrder } from '../repositories/orders-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { orderIdParams } from '../schemas/params.js';

const deps = { getOrder, getUserRole };

export const handler = createHandler('get-order-for-payment', { params: orderIdParams }, async ({ params, caller }) =>
  ok(await getOrderForPayment(deps, caller, params.orderId)),
);
