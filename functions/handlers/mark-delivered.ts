import { markDelivered } from '../domain/mark-delivered.js';
import { markOrderShipped } from '../repositories/order-lifecycle-repository.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { orderIdParams } from '../schemas/params.js';
import { deliverySchema } from '../schemas/order.js';

const deps = { getOrder: getOrderConsistently, markOrderShipped, now: () => new Date() };

export const handler = createHandler(
  'mark-delivered',
  { params: orderIdParams, body: deliverySchema },
  async ({ params, body, caller }) => {
    await markDelivered(deps, caller, params.orderId, body);
    return ok({ acknowledged: true, modifiedCount: 1 });
  },
  { getUserRole },
);
