import { exportOrders } from '../domain/orders-export.js';
import { cursorAfterPlacedOrder, listOrdersPlacedBetween } from '../repositories/orders-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { NEXT_CURSOR_HEADER } from '../shared/cursor.js';
import { createHandler, okText } from '../shared/http-handler.js';
import { ordersExportQuerySchema } from '../schemas/sales.js';

const deps = { listOrdersPlacedBetween, cursorAfter: cursorAfterPlacedOrder };

export const handler = createHandler(
  'export-orders',
  { query: ordersExportQuerySchema },
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
