import { placeOrder } from '../domain/place-order.js';
import { countBusinessEvent } from '../../platform/metrics.js';
import { orderPlacingDeps as deps } from './order-placing-deps.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { orderAnswer } from '../contract/order-answer.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';
import { cartRequestError } from './order-request-fields.js';

/** A cart's keys are the caller's own: the empty scope never clashes with a tool id. */
const CART_KEY_SCOPE = '';

export const handler = createHandler(
  routeOf(ordersRoutes, 'place-order'),
  loadedOnFirstUse(() => import('../contract/requests/place-order.js')),
  async ({ body, caller, declaredHeaders }) => {
    const idempotencyKey = declaredHeaders['idempotency-key'];
    const order = await placeOrder(deps, caller, body, { idempotencyKey, keyScope: CART_KEY_SCOPE }).catch((error: unknown) => {
      throw cartRequestError(error);
    });
    await countBusinessEvent('OrdersPlaced');
    return created({ order: orderAnswer(order) });
  },
);
