import { markDelivered } from '../domain/mark-delivered.js';
import { markOrderShipped } from '../repositories/order-lifecycle-repository.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { readingAheadFirst } from '../shared/read-ahead.js';
import { orderIdParams } from '../schemas/params.js';
import { deliverySchema } from '../schemas/order.js';

export const handler = createHandler(
  'mark-delivered',
  { params: orderIdParams, body: deliverySchema, readAhead: ({ params }) => getOrderConsistently(params.orderId) },
  async ({ params, body, caller, readAhead }) => {
    const deps = { getOrder: readingAheadFirst(params.orderId, readAhead, getOrderConsistently), markOrderShipped, now: () => new Date() };
    await markDelivered(deps, caller, params.orderId, body);
    return ok({ acknowledged: true, modifiedCount: 1 });
  },
  { getUserRole },
);
