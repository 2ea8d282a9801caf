import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { createOrder } from '../domain/create-order.js';
import { getOrderForPayment } from '../repositories/order-payments-repository.js';
import { createOrderTakingStock } from '../repositories/orders-repository.js';
import { getTool } from '../repositories/tools-repository.js';
import { purchaseSchema } from '../schemas/order.js';
import { idField, idempotencyKeyField } from '../schemas/fields.js';
import { parseOrThrow } from '../shared/validation.js';
import { createHandler, ok } from '../shared/http-handler.js';

// A retry reads back what its first attempt wrote a moment ago: a strongly consistent read.
const deps = { getTool, createOrderTakingStock, getOrder: getOrderForPayment, newId: randomUUID, now: () => new Date() };
const idempotencyHeader = z.object({ 'idempotency-key': idempotencyKeyField });

export const handler = createHandler(
  'create-order',
  { params: z.object({ id: idField }), body: purchaseSchema() },
  async ({ params, body, caller, headers }) => {
    const { 'idempotency-key': idempotencyKey } = parseOrThrow(idempotencyHeader, { 'idempotency-key': headers['idempotency-key'] });
    const order = await createOrder(deps, caller, params.id, body, { idempotencyKey });
    return ok({ quantityUpdateResult: { modifiedCount: 1 }, order });
  },
);
