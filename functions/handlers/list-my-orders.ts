import * as z from 'zod';
import { assertOwnEmail } from '../domain/access.js';
import { listOrdersByEmail } from '../repositories/orders-repository.js';
import { emailField, pageQuerySchema } from '../schemas/fields.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';

export const handler = createHandler(
  'list-my-orders',
  { params: z.object({ email: emailField }), query: pageQuerySchema },
  async ({ params, query, caller }) => {
    assertOwnEmail(caller, params.email, 'email: you can only see your own orders');
    const page = await listOrdersByEmail(caller.email, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok({ orders: page.items, nextCursor: page.nextCursor }, pageHeaders(page));
  },
);
