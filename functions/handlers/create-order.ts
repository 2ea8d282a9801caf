import { createOrder } from '../domain/create-order.js';
import { orderPlacingDeps as deps } from './order-placing-deps.js';
import { parseOrThrow } from '../shared/validation.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { idempotencyHeaderSchema, toolIdParams } from '../schemas/params.js';
import { purchaseSchema } from '../schemas/order.js';
import { countBusinessEvent } from '../shared/metrics.js';

export const handler = createHandler('create-order', { params: toolIdParams, body: purchaseSchema() }, async ({ params, body, caller, headers }) => {
  const { 'idempotency-key': idempotencyKey } = parseOrThrow(idempotencyHeaderSchema, { 'idempotency-key': headers['idempotency-key'] });
  const order = await createOrder(deps, caller, params.id, body, { idempotencyKey });
  countBusinessEvent('OrdersPlaced');
  return ok({ quantityUpdateResult: { modifiedCount: 1 }, order });
});
