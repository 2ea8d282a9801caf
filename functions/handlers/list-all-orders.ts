import { assertOwnEmail } from '../domain/access.js';
import { listNewestOrders } from '../repositories/orders-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { emailParams } from '../schemas/params.js';
import { allOrdersQuerySchema } from '../schemas/order.js';

export const handler = createHandler(
  'list-all-orders',
  { params: emailParams, query: allOrdersQuerySchema },
  async ({ params, query, caller }) => {
    assertOwnEmail(caller, params.email, 'email: must be your own email');
    const page = await listNewestOrders(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor, { status: query.status, buyer: query.buyer });
    return ok(page.items, pageHeaders(page));
  },
  { getUserRole },
);
