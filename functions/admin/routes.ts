import { moduleRoutes, moduleTriggers } from '../platform/route-definitions.js';

export const adminRoutes = moduleRoutes('admin', [
  { method: 'GET', path: '/ordersexport', handler: 'export-orders', access: 'admin', tables: { users: ['GetItem'], orders: ['Query'] } },
  { method: 'GET', path: '/salessummary', handler: 'sales-summary', access: 'admin', tables: { users: ['GetItem'], sales: ['Query'] } },
  { method: 'GET', path: '/auditlog', handler: 'list-audit-log', access: 'admin', tables: { users: ['GetItem'], audit: ['Query'] } },
]);

export const adminTriggers = moduleTriggers('admin', [
  // Each order's steps are counted once ('counted#' items), in one transaction with the figures.
  {
    handler: 'project-sales',
    trigger: { kind: 'table-stream', table: 'orders' },
    tables: { sales: ['GetItem', 'UpdateItem'] },
  },
  // A tool going under its threshold is emailed to the admins once per fall.
  { handler: 'watch-low-stock', trigger: { kind: 'table-stream', table: 'tools' }, tables: { sales: ['UpdateItem', 'DeleteItem'] }, integrations: ['email'] },
]);
