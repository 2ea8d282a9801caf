import { createOrder } from '../domain/create-order.js';
import { orderPlacingDeps as deps } from './order-placing-deps.js';
import { parseOrThrow } from '../../platform/validation.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { idempotencyHeaderSchema, toolIdParams } from '../../platform/contract/params.js';
import { purchaseSchema } from '../contract/order.js';
import { countBusinessEvent } from '../../platform/metrics.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(ordersRoutes, 'create-order'),
  { params: toolIdParams, body: purchaseSchema() },
  async ({ params, body, caller, headers }) => {
    const { 'idempotency-key': idempotencyKey } = parseOrThrow(idempotencyHeaderSchema, { 'idempotency-key': headers['idempotency-key'] });
    const order = await createOrder(deps, caller, params.id, body, { idempotencyKey });
    countBusinessEvent('OrdersPlaced');
    return ok({ quantityUpdateResult: { modifiedCount: 1 }, order });
  },
);
