import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { createOrder } from '../domain/create-order.js';
import { createOrderTakingStock } from '../repositories/orders-repository.js';
import { getTool } from '../repositories/tools-repository.js';
import { purchaseSchema } from '../schemas/order.js';
import { idField } from '../schemas/fields.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getTool, createOrderTakingStock, newId: randomUUID, now: () => new Date() };

export const handler = createHandler(
  'create-order',
  { params: z.object({ id: idField }), body: purchaseSchema() },
  async ({ params, body, caller }) => {
    const order = await createOrder(deps, caller, params.id, body);
    return ok({ quantityUpdateResult: { modifiedCount: 1 }, order });
  },
);
