import { orderAnswer } from '../contract/order-answer.js';
import { assertOwnEmail } from '../../accounts/domain/access.js';
import { listOrdersByOwner } from '../store/orders-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(ordersRoutes, 'list-my-orders'),
  loadedOnFirstUse(() => import('../contract/requests/list-my-orders.js')),
  async ({ params, query, caller }) => {
    assertOwnEmail(caller, params.email, 'email: you can only see your own orders');
    const page = await listOrdersByOwner(caller.uid, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor);
    return ok({ orders: page.items.map(orderAnswer), nextCursor: page.nextCursor }, pageHeaders(page));
  },
);
