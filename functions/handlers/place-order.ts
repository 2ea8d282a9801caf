import { placeOrder } from '../domain/place-order.js';
import { countBusinessEvent } from '../shared/metrics.js';
import { orderPlacingDeps as deps } from './order-placing-deps.js';
import { parseOrThrow } from '../shared/validation.js';
import { createHandler, created } from '../shared/http-handler.js';
import { idempotencyHeaderSchema } from '../schemas/params.js';
import { placeOrderSchema } from '../schemas/order.js';

/** A cart's keys are the caller's own (an empty scope: a tool id, the scope of PUT /purchase's keys, is never empty). */
const CART_KEY_SCOPE = '';

export const handler = createHandler('place-order', { body: placeOrderSchema }, async ({ body, caller, headers }) => {
  const { 'idempotency-key': idempotencyKey } = parseOrThrow(idempotencyHeaderSchema, { 'idempotency-key': headers['idempotency-key'] });
  const order = await placeOrder(deps, caller, body, {
    idempotencyKey,
    keyScope: CART_KEY_SCOPE,
    fieldOf: (index, field) => `lines.${index}.${field}`,
    totalField: 'lines',
  });
  countBusinessEvent('OrdersPlaced');
  return created({ order });
});
