import { markDelivered } from '../domain/mark-delivered.js';
import { markOrderDelivered } from '../repositories/orders-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { markOrderDelivered, now: () => new Date() };

export const handler = createHandler(
  'mark-delivered',
  async () => ({ params: (await import('../schemas/params.js')).orderIdParams }),
  async ({ params }) => {
    await markDelivered(deps, params.orderId);
    return ok({ acknowledged: true, modifiedCount: 1 });
  },
  { getUserRole },
);
