import { randomUUID } from 'node:crypto';
import { placeOrder } from '../domain/place-order.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { createOrderTakingStock } from '../repositories/orders-repository.js';
import { countUnpaidOrders } from '../repositories/unpaid-orders-repository.js';
import { countBusinessEvent } from '../shared/metrics.js';
import { getToolOnSale } from '../repositories/tools-repository.js';
import { shopTax, unpaidOrderHoldMinutes } from '../shared/config.js';
import { parseOrThrow } from '../shared/validation.js';
import { createHandler, created } from '../shared/http-handler.js';
import { idempotencyHeaderSchema } from '../schemas/params.js';
import { placeOrderSchema } from '../schemas/order.js';

// A retry reads back what its first attempt wrote a moment ago: a strongly consistent read.
const deps = {
  getTool: getToolOnSale,
  createOrderTakingStock,
  countUnpaidOrders,
  getOrder: getOrderConsistently,
  newId: randomUUID,
  now: () => new Date(),
  holdMinutes: unpaidOrderHoldMinutes,
  tax: shopTax,
};

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
