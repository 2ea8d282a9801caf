import { assertOwnEmail } from '../domain/access.js';
import { listOrdersByOwner } from '../repositories/orders-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../shared/cursor.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { emailParams } from '../schemas/params.js';
import { pageQuerySchema } from '../schemas/fields.js';

export const handler = createHandler('list-my-orders', { params: emailParams, query: pageQuerySchema }, async ({ params, query, caller }) => {
  assertOwnEmail(caller, params.email, 'email: you can only see your own orders');
  const page = await listOrdersByOwner(caller.uid, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
  return ok({ orders: page.items, nextCursor: page.nextCursor }, pageHeaders(page));
});
