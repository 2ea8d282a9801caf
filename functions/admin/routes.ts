/** The admin module's routes and triggers: each function's path, access and exactly the table actions it may call. */
import { moduleRoutes, moduleTriggers } from '../platform/route-definitions.js';

export const adminRoutes = moduleRoutes('admin', [
  { method: 'GET', path: '/ordersexport', handler: 'export-orders', access: 'admin', tables: { users: ['GetItem'], orders: ['Query'] } },
  { method: 'GET', path: '/salessummary', handler: 'sales-summary', access: 'admin', tables: { users: ['GetItem'], sales: ['Query'] } },
  { method: 'GET', path: '/auditlog', handler: 'list-audit-log', access: 'admin', tables: { users: ['GetItem'], audit: ['Query'] } },
]);

export const adminTriggers = moduleTriggers('admin', [
  // The sales figures, from the orders stream: each order's steps counted once ('counted#' items), with the figures, in one transaction.
  {
    handler: 'project-sales',
    trigger: { kind: 'table-stream', table: 'orders' },
    tables: { sales: ['GetItem', 'UpdateItem'] },
  },
  // The tools' stream: a tool going under its low-stock threshold is listed in the sales figures and emailed to the admins, once per fall.
  { handler: 'watch-low-stock', trigger: { kind: 'table-stream', table: 'tools' }, tables: { sales: ['UpdateItem', 'DeleteItem'] }, integrations: ['email'] },
]);
