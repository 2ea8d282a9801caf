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
 * What a spreadsheet may run as a formula: a cell starting with =, +, -, @ (or their full-width forms
 * ＝ ＋ － ＠, which some spreadsheets fold into them), also behind leading white space or line breaks
 * (which spreadsheets skip), and a cell starting with a tab, carriage return or line feed.
 */
const FORMULA_START = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/u;

/** A cell a spreadsheet could run as a formula is prefixed with a quote, so text typed by a customer never runs in the accountant's sheet. */
export function safeCell(value: string | number | undefined): string | number {
  if (value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
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
