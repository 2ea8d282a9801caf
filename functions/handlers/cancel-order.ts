import { cancelOrder } from '../domain/cancel-order.js';
import { cancelUnpaidOrder, getOrder } from '../repositories/orders-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getOrder, cancelUnpaidOrder };

export const handler = createHandler(
  'cancel-order',
  async () => ({ params: (await import('../schemas/params.js')).orderEmailParams }),
  async ({ params, caller }) => {
    await cancelOrder(deps, caller, params.orderId, params.email);
    return ok({ result: { deletedCount: 1 } });
  },
);
