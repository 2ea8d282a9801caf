import { markDelivered } from '../domain/mark-delivered.js';
import { markOrderShipped } from '../repositories/order-lifecycle-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { markOrderShipped, now: () => new Date() };

export const handler = createHandler(
  'mark-delivered',
  async () => ({ params: (await import('../schemas/params.js')).orderIdParams, body: (await import('../schemas/order.js')).deliverySchema }),
  async ({ params, body, caller }) => {
    await markDelivered(deps, caller, params.orderId, body);
    return ok({ acknowledged: true, modifiedCount: 1 });
  },
  { getUserRole },
);
