import { createOrder } from '../domain/create-order.js';
import { orderPlacingDeps as deps } from './order-placing-deps.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { orderAnswer } from '../contract/order-answer.js';
import { countBusinessEvent } from '../../platform/metrics.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';
import { purchaseRequestError } from './order-request-fields.js';

export const handler = createHandler(
  routeOf(ordersRoutes, 'create-order'),
  loadedOnFirstUse(() => import('../contract/requests/create-order.js')),
  async ({ params, body, caller, declaredHeaders }) => {
    const idempotencyKey = declaredHeaders['idempotency-key'];
    const order = await createOrder(deps, caller, params.id, body, { idempotencyKey }).catch((error: unknown) => {
      throw purchaseRequestError(error);
    });
    await countBusinessEvent('OrdersPlaced');
    return ok({ quantityUpdateResult: { modifiedCount: 1 }, order: orderAnswer(order) });
  },
);
