import { getOrderForPayment } from '../domain/get-order-for-payment.js';
import { getOrder } from '../repositories/orders-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getOrder, getUserRole };

export const handler = createHandler(
  'get-order-for-payment',
  async () => ({ params: (await import('../schemas/params.js')).orderIdParams }),
  async ({ params, caller }) => ok(await getOrderForPayment(deps, caller, params.orderId)),
);
