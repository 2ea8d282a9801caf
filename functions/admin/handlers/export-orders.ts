import { exportOrders } from '../domain/orders-export.js';
import { cursorAfterPlacedOrder, listOrdersPlacedBetween } from '../../orders/store/orders-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { NEXT_CURSOR_HEADER } from '../../platform/cursor.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, okText } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { adminRoutes } from '../routes.js';

const deps = { listOrdersPlacedBetween, cursorAfter: cursorAfterPlacedOrder };

export const handler = createHandler(
  routeOf(adminRoutes, 'export-orders'),
  loadedOnFirstUse(() => import('../contract/requests/export-orders.js')),
  async ({ query }) => {
    const { csv, nextCursor } = await exportOrders(deps, query, query.cursor);
    return okText(csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders-${query.from}-to-${query.to}.csv"`,
      ...(nextCursor && { [NEXT_CURSOR_HEADER]: nextCursor }),
    });
  },
  { getUserRole },
);
