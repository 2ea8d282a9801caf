/**
 * GET /ordersexport: the orders placed in a date range as CSV, written by csv-stringify (quoting,
 * commas and line breaks in addresses handled by the library). A year of orders may not fit one
 * Lambda answer (6 MB), so the export is paged: each answer carries up to EXPORT_PAGE_ROWS rows and
 * the cursor of the next page in `x-next-cursor`; the first page starts with the header row.
 */
import { stringify } from 'csv-stringify/sync';
import type { Page } from '../shared/cursor.js';
import type { Order } from '../schemas/order.js';
import { ORDERS_EXPORT_COLUMNS } from '../schemas/messages.js';
import type { OrdersExportQuery } from '../schemas/sales.js';

/** Rows per answer: far under the 6 MB a Lambda may answer, even with the longest addresses. */
export const EXPORT_PAGE_ROWS = 2000;
/** Orders per DynamoDB Query while filling a page. */
const QUERY_PAGE = 500;

export interface OrdersExportDeps {
  listOrdersPlacedBetween(from: string, to: string, limit: number, cursor?: string): Promise<Page<Order>>;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is
 * prefixed with a quote, so an address typed by a customer can never run in the accountant's sheet.
 */
export function safeCell(value: string | number | undefined): string | number {
  if (value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function orderRow(order: Order): (string | number)[] {
  return [
    order._id,
    order.createdAt,
    order.user_name,
    order.email,
    order.address,
    order.number,
    order.product_name,
    order.quantity,
    order.unitPrice.toFixed(2),
    (order.amountCents / 100).toFixed(2),
    order.status,
    order.paidAt,
    order.deliveredAt,
    order.carrier,
    order.trackingNumber,
    // Orders placed before tax: the total is the subtotal, with no tax.
    ((order.subtotalCents ?? order.amountCents) / 100).toFixed(2),
    ((order.taxCents ?? 0) / 100).toFixed(2),
    order.poNumber,
    order.invoiceNumber,
  ].map(safeCell);
}

export async function exportOrders(deps: OrdersExportDeps, range: OrdersExportQuery, cursor?: string): Promise<{ csv: string; nextCursor?: string }> {
  const rows: (string | number)[][] = cursor === undefined ? [[...ORDERS_EXPORT_COLUMNS]] : [];
  let next = cursor;
  let orders = 0;
  do {
    const page = await deps.listOrdersPlacedBetween(range.from, range.to, Math.min(QUERY_PAGE, EXPORT_PAGE_ROWS - orders), next);
    rows.push(...page.items.map(orderRow));
    orders += page.items.length;
    next = page.nextCursor;
  } while (next !== undefined && orders < EXPORT_PAGE_ROWS);
  return { csv: stringify(rows, { record_delimiter: 'windows' }), nextCursor: next };
}
