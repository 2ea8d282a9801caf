import { randomUUID } from 'node:crypto';
import { createOrder } from '../domain/create-order.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { createOrderTakingStock } from '../repositories/orders-repository.js';
import { getToolOnSale } from '../repositories/tools-repository.js';
import { countUnpaidOrders } from '../repositories/unpaid-orders-repository.js';
import { shopTax, unpaidOrderHoldMinutes } from '../shared/config.js';
import { parseOrThrow } from '../shared/validation.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { idempotencyHeaderSchema, toolIdParams } from '../schemas/params.js';
import { purchaseSchema } from '../schemas/order.js';
import { countBusinessEvent } from '../shared/metrics.js';

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

export const handler = createHandler('create-order', { params: toolIdParams, body: purchaseSchema() }, async ({ params, body, caller, headers }) => {
  const { 'idempotency-key': idempotencyKey } = parseOrThrow(idempotencyHeaderSchema, { 'idempotency-key': headers['idempotency-key'] });
  const order = await createOrder(deps, caller, params.id, body, { idempotencyKey });
  countBusinessEvent('OrdersPlaced');
  return ok({ quantityUpdateResult: { modifiedCount: 1 }, order });
});
