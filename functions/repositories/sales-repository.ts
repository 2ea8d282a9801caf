/**
 * The sales figures: a handful of items that every order change moves with ADD, inside the
 * transaction of the change itself, so they are always as current as the orders:
 * - 'day#YYYY-MM-DD': the orders placed that day (UTC), how many of them were paid, their revenue
 *   in cents less refunds, and per tool the units and cents paid (`qty_<toolId>`, `cents_<toolId>`,
 *   with its name in `name_<toolId>`);
 * - 'totals': the paid orders still to ship;
 * - 'low#<toolId>': a tool under its low-stock threshold (kept by the low-stock watch).
 * A summary is one Query on byKey from the first day on: days, then low-stock tools, then the
 * totals, whatever the number of orders.
 */
import { tableName } from '../shared/config.js';
import { db, isConditionalCheckFailed, type TransactItem } from '../shared/db.js';
import { SALES_BY_KEY_INDEX } from '../shared/table-definitions.js';
import { updateExpression } from '../shared/update-expression.js';
import type { Order } from '../schemas/order.js';

export const SALES_LIST_KEY = 'sales';
export const TOTALS_KEY = 'totals';
export const dayKey = (date: string) => `day#${date}`;
export const lowStockKey = (toolId: string) => `low#${toolId}`;

/** The day an order counts for: the UTC day it was placed. */
export const orderDay = (order: Pick<Order, 'createdAt'>) => order.createdAt.slice(0, 10);

/** What an order contributes to the figures. */
export type OrderSale = Pick<Order, 'lines' | 'amountCents' | 'createdAt'>;

interface Moves {
  set?: Record<string, unknown>;
  add: Record<string, number>;
}

/** One change of one sales item: attributes set (its list key among them) and counters added to (made on first use). */
export interface SalesMove {
  key: string;
  set: Record<string, unknown>;
  add: Record<string, number>;
}

const move = (key: string, { set = {}, add }: Moves): SalesMove => ({ key, set: { listKey: SALES_LIST_KEY, ...set }, add });
const dayMove = (sale: OrderSale, moves: Moves) => move(dayKey(orderDay(sale)), { ...moves, set: { date: orderDay(sale), ...moves.set } });
const toShip = (change: 1 | -1) => move(TOTALS_KEY, { add: { toShip: change } });

/** Every line's units and cents, per tool (each tool is on one line of an order at most). */
function toolMoves(sale: OrderSale, sign: 1 | -1): Moves {
  return {
    set: Object.fromEntries(sale.lines.map((line) => [`name_${line.toolId}`, line.product_name])),
    add: Object.fromEntries(
      sale.lines.flatMap((line) => [
        [`qty_${line.toolId}`, sign * line.quantity],
        [`cents_${line.toolId}`, sign * line.amountCents],
      ]),
    ),
  };
}

/** A new order: one more order placed that day. */
const placedOrderMoves = (sale: OrderSale): SalesMove[] => [dayMove(sale, { add: { orders: 1 } })];

/** Paid: one more paid order, its revenue and units, and one more to ship. */
function paidOrderMoves(sale: OrderSale): SalesMove[] {
  const perTool = toolMoves(sale, 1);
  return [dayMove(sale, { set: perTool.set, add: { paidOrders: 1, revenueCents: sale.amountCents, ...perTool.add } }), toShip(1)];
}

/** Shipped: one less to ship. */
const shippedOrderMoves = (): SalesMove[] => [toShip(-1)];

/** Refunded: its revenue and units come off its day; a paid (not yet shipped) order is no longer to ship. */
function refundedOrderMoves(sale: OrderSale, wasShipped: boolean): SalesMove[] {
  const perTool = toolMoves(sale, -1);
  const day = dayMove(sale, { set: perTool.set, add: { revenueCents: -sale.amountCents, ...perTool.add } });
  return wasShipped ? [day] : [day, toShip(-1)];
}

/**
 * Counts every change of a sales item (`ADD rev 1`), so that a writer that read the item can tell
 * whether anything changed it since, even a change and its reverse (the backfill's conditional writes).
 */
export const SALES_REVISION = 'rev';

/** The Updates that make the moves, inside the transaction of the order change itself. */
const salesUpdates = (moves: SalesMove[]): TransactItem[] =>
  moves.map(({ key, set, add }) => ({
    Update: { TableName: tableName('sales'), Key: { _id: key }, ...updateExpression({ set, add: { ...add, [SALES_REVISION]: 1 } }) },
  }));

export const salesOfPlacedOrder = (sale: OrderSale): TransactItem[] => salesUpdates(placedOrderMoves(sale));
export const salesOfPaidOrder = (sale: OrderSale): TransactItem[] => salesUpdates(paidOrderMoves(sale));
export const salesOfShippedOrder = (): TransactItem[] => salesUpdates(shippedOrderMoves());
export const salesOfRefundedOrder = (sale: OrderSale, wasShipped: boolean): TransactItem[] => salesUpdates(refundedOrderMoves(sale, wasShipped));

/** An order as stored: its sale, and what its status and fields tell of the changes it went through. */
export type OrderHistory = OrderSale & Pick<Order, 'status' | 'paidAt' | 'deliveredAt' | 'refundSource'>;

/**
 * Every move an order has made so far, replaying the changes that led to its status with the moves
 * above (the ones the live changes make): placed; paid ('paid', 'delivered', and a refund of a paid
 * order); shipped (it has `deliveredAt`); refunded. A refunded order that was never marked paid (it
 * has no `paidAt`: a late payment refunded at once, or a refund that arrived before its payment)
 * was never counted as paid.
 */
export function movesOfOrderSoFar(order: OrderHistory): SalesMove[] {
  const moves = placedOrderMoves(order);
  const refunded = order.status === 'refunded';
  const wasPaid = order.status === 'paid' || order.status === 'delivered' || (refunded && order.refundSource !== 'late-payment' && order.paidAt !== undefined);
  if (!wasPaid) return moves;
  moves.push(...paidOrderMoves(order));
  const wasShipped = order.status === 'delivered' || (refunded && order.deliveredAt !== undefined);
  if (wasShipped) moves.push(...shippedOrderMoves());
  if (refunded) moves.push(...refundedOrderMoves(order, wasShipped));
  return moves;
}

/** The items the moves' Updates make, starting from none: sets overwrite, adds sum up. Sorted by key. */
export function salesItemsOf(moves: readonly SalesMove[]): Record<string, unknown>[] {
  const items = new Map<string, Record<string, unknown>>();
  for (const { key, set, add } of moves) {
    const item = items.get(key) ?? { _id: key };
    Object.assign(item, set);
    for (const [attribute, value] of Object.entries(add)) item[attribute] = ((item[attribute] as number | undefined) ?? 0) + value;
    items.set(key, item);
  }
  return [...items.values()].sort((a, b) => String(a._id).localeCompare(String(b._id)));
}

/** Every sales item from `fromDay` on: the days of the range, the low-stock tools and the totals, in one Query. */
export async function readSalesFrom(fromDay: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: tableName('sales'),
      IndexName: SALES_BY_KEY_INDEX,
      KeyConditionExpression: 'listKey = :listKey AND #id >= :from',
      ExpressionAttributeNames: { '#id': '_id' },
      ExpressionAttributeValues: { ':listKey': SALES_LIST_KEY, ':from': dayKey(fromDay) },
      ExclusiveStartKey: startKey,
    });
    items.push(...(Items ?? []));
    startKey = LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface LowStockTool {
  toolId: string;
  name: string;
  available: number;
  lowStockThreshold: number;
}

/**
 * Records the tool as low on stock (or updates its figures); answers whether the admins were
 * already told of this fall (`alertedAt` stays from the first time until the tool recovers).
 */
export async function recordLowStock(tool: LowStockTool): Promise<{ alerted: boolean }> {
  const { Attributes } = await db.update({
    TableName: tableName('sales'),
    Key: { _id: lowStockKey(tool.toolId) },
    UpdateExpression: 'SET listKey = :listKey, toolId = :toolId, #name = :name, available = :available, lowStockThreshold = :threshold',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: {
      ':listKey': SALES_LIST_KEY,
      ':toolId': tool.toolId,
      ':name': tool.name,
      ':available': tool.available,
      ':threshold': tool.lowStockThreshold,
    },
    ReturnValues: 'ALL_OLD',
  });
  return { alerted: typeof Attributes?.alertedAt === 'string' };
}

/** Notes that the admins were emailed about this fall. */
export async function markLowStockAlerted(toolId: string, at: string): Promise<void> {
  try {
    await db.update({
      TableName: tableName('sales'),
      Key: { _id: lowStockKey(toolId) },
      UpdateExpression: 'SET alertedAt = :at',
      ConditionExpression: 'attribute_exists(#id)',
      ExpressionAttributeNames: { '#id': '_id' },
      ExpressionAttributeValues: { ':at': at },
    });
  } catch (error) {
    // Recovered in between: nothing to note.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The tool is no longer low on stock (restocked, or archived): the next fall alerts again. */
export async function clearLowStock(toolId: string): Promise<void> {
  await db.delete({ TableName: tableName('sales'), Key: { _id: lowStockKey(toolId) } });
}
