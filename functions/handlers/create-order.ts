import { randomUUID } from 'node:crypto';
import { createOrder } from '../domain/create-order.js';
import { getOrderForPayment } from '../repositories/order-payments-repository.js';
import { createOrderTakingStock } from '../repositories/orders-repository.js';
import { getToolOnSale } from '../repositories/tools-repository.js';
import { unpaidOrderHoldMinutes } from '../shared/config.js';
import { parseOrThrow } from '../shared/validation.js';
import { createHandler, ok } from '../shared/http-handler.js';

// A retry reads back what its first attempt wrote a moment ago: a strongly consistent read.
const deps = {
  getTool: getToolOnSale,
  createOrderTakingStock,
  getOrder: getOrderForPayment,
  newId: randomUUID,
  now: () => new Date(),
  holdMinutes: unpaidOrderHoldMinutes,
};

export const handler = createHandler(
  'create-order',
  async () => ({ params: (await import('../schemas/params.js')).toolIdParams, body: (await import('../schemas/order.js')).purchaseSchema() }),
  async ({ params, body, caller, headers }) => {
    const { idempotencyHeaderSchema } = await import('../schemas/params.js');
    const { 'idempotency-key': idempotencyKey } = parseOrThrow(idempotencyHeaderSchema, { 'idempotency-key': headers['idempotency-key'] });
    const order = await createOrder(deps, caller, params.id, body, { idempotencyKey });
    return ok({ quantityUpdateResult: { modifiedCount: 1 }, order });
  },
);
