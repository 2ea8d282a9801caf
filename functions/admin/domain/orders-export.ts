/** A year of orders may not fit one Lambda answer (6 MB), so the export is paged; the first page starts with the header row. */
import { stringify } from 'csv-stringify/sync';
import type { Page } from '../../platform/cursor.js';
import { dollarsText } from '../../platform/contract/money.js';
import type { Order } from '../../orders/contract/order.js';
import { ORDERS_EXPORT_COLUMNS } from '../../platform/contract/messages.js';
import type { OrdersExportQuery } from '../contract/sales.js';

/** Far under the 6 MB a Lambda may answer, even with the longest addresses; an order's rows are never split. */
export const EXPORT_PAGE_ROWS = 2000;
const QUERY_PAGE = 500;

export interface OrdersExportDeps {
  listOrdersPlacedBetween(from: string, to: string, limit: number, cursor?: string): Promise<Page<Order>>;
  /** The cursor of the page that starts right after this order. */
  cursorAfter(order: Order): string | undefined;
}

// A formula start (also full-width, or behind white space spreadsheets skip), or a leading tab, CR or LF.
const FORMULA_START = /^(?:[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/u;

/** Quote-prefixed, so text typed by a customer never runs as a formula in the accountant's sheet. */
export function safeCell(value: string | number | undefined): string | number {
  if (value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const cell = (cents: number) => dollarsText(cents, { symbol: false });

export function orderRows(order: Order): (string | number)[][] {
  return order.lines.map((line) =>
    [
      order._id,
      order.createdAt,
      order.user_name,
      order.email,
      order.address,
      order.number,
      line.product_name,
      line.quantity,
      cell(line.unitPriceCents),
      cell(line.amountCents),
      order.status,
      order.paidAt,
      order.deliveredAt,
      order.carrier,
      order.trackingNumber,
      cell(order.subtotalCents),
      cell(order.taxCents),
      order.poNumber,
      order.invoiceNumber,
      // A trade member's order: the company, and what a visitor pays a unit, beside the unit price charged.
      order.companyName,
      line.listUnitPriceCents === undefined ? undefined : cell(line.listUnitPriceCents),
      // How it is paid; on account, when its invoice is due and how much of it is paid so far.
      order.payment ?? 'card',
      order.dueDate,
      order.paidCents === undefined ? undefined : cell(order.paidCents),
      line.sku,
    ].map(safeCell),
  );
}

export async function exportOrders(deps: OrdersExportDeps, range: OrdersExportQuery, cursor?: string): Promise<{ csv: string; nextCursor?: string }> {
  const rows: (string | number)[][] = [];
  let next = cursor;
  let lastIncluded: Order | undefined;
  fill: do {
    // Every order is at least one row: a Query never reads more orders than the rows still missing.
    const page = await deps.listOrdersPlacedBetween(range.from, range.to, Math.min(QUERY_PAGE, EXPORT_PAGE_ROWS - rows.length), next);
    next = page.nextCursor;
    for (const order of page.items) {
      const ofOrder = orderRows(order);
      if (lastIncluded && rows.length + ofOrder.length > EXPORT_PAGE_ROWS) {
        // An order's rows never straddle two answers: the next one starts with this order.
        next = deps.cursorAfter(lastIncluded);
        break fill;
      }
      rows.push(...ofOrder);
      lastIncluded = order;
    }
  } while (next !== undefined && rows.length < EXPORT_PAGE_ROWS);
  const header = cursor === undefined ? [[...ORDERS_EXPORT_COLUMNS]] : [];
  return { csv: stringify([...header, ...rows], { record_delimiter: 'windows' }), nextCursor: next };
}
