import { assertOwnEmail } from '../../accounts/domain/access.js';
import { listNewestOrders } from '../store/orders-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { orderAnswer } from '../contract/order-answer.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(ordersRoutes, 'list-all-orders'),
  loadedOnFirstUse(() => import('../contract/requests/list-all-orders.js')),
  async ({ params, query, caller }) => {
    assertOwnEmail(caller, params.email, 'email: must be your own email');
    const page = await listNewestOrders(query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor, { status: query.status, buyer: query.buyer });
    return ok(page.items.map(orderAnswer), pageHeaders(page));
  },
  { getUserRole },
);
