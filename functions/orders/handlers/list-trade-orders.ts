import { orderAnswer } from '../contract/order-answer.js';
import { listOrdersByCompany, listOrdersByOwner } from '../store/orders-repository.js';
import { DEFAULT_PAGE_LIMIT, pageHeaders } from '../../platform/cursor.js';
import { NotFoundError } from '../../platform/errors.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { NO_TRADE_ACCOUNT_MESSAGE } from '../../trade/contract/trade-account-terms.js';
import { getMembership } from '../../trade/store/trade-repository.js';
import { ordersRoutes } from '../routes.js';

/** GET /trade/orders: a company admin sees every member's orders, a buyer their own; each names the member who placed it. */
export const handler = createHandler(
  routeOf(ordersRoutes, 'list-trade-orders'),
  loadedOnFirstUse(() => import('../contract/requests/list-trade-orders.js')),
  async ({ query, caller }) => {
    const member = await getMembership(caller.uid);
    if (!member) throw new NotFoundError(NO_TRADE_ACCOUNT_MESSAGE);
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const page =
      member.role === 'admin' ? await listOrdersByCompany(member.companyId, limit, query.cursor) : await listOrdersByOwner(caller.uid, limit, query.cursor);
    return ok({ orders: page.items.map((order) => ({ ...orderAnswer(order), memberName: order.user_name })), nextCursor: page.nextCursor }, pageHeaders(page));
  },
);
