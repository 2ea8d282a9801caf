import * as z from 'zod';
import { getOrderForPayment } from '../domain/get-order-for-payment.js';
import { getOrder } from '../repositories/orders-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { idField } from '../schemas/fields.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getOrder, getUserRole };

export const handler = createHandler('get-order-for-payment', { params: z.object({ orderId: idField }) }, async ({ params, caller }) =>
  ok(await getOrderForPayment(deps, caller, params.orderId)),
);
