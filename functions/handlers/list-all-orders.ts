import * as z from 'zod';
import { assertOwnEmail } from '../domain/access.js';
import { listNewestOrders } from '../repositories/orders-repository.js';
import { emailField, pageQuerySchema } from '../schemas/fields.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';

export const handler = createHandler(
  'list-all-orders',
  { params: z.object({ email: emailField }), query: pageQuerySchema },
  async ({ params, query, caller }) => {
    assertOwnEmail(caller, params.email, 'email: must be your own email');
    const page = await listNewestOrders(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok(page.items, pageHeaders(page));
  },
);
