import * as z from 'zod';
import { markDelivered } from '../domain/mark-delivered.js';
import { markOrderDelivered } from '../repositories/orders-repository.js';
import { idField } from '../schemas/fields.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { markOrderDelivered, now: () => new Date() };

export const handler = createHandler('mark-delivered', { params: z.object({ orderId: idField }) }, async ({ params }) => {
  await markDelivered(deps, params.orderId);
  return ok({ acknowledged: true, modifiedCount: 1 });
});
