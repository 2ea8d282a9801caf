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
export type OrderSale = Pick<Order, 'toolId' | 'product_name' | 'quantity' | 'amountCents' | 'createdAt'>;

interface Moves {
  set?: Record<string, unknown>;
  add: Record<string, number>;
}

/** An Update that ADDs to counters of one item (made on first use). */
function salesUpdate(key: string, { set = {}, add }: Moves): TransactItem {
  return { Update: { TableName: tableName('sales'), Key: { _id: key }, ...updateExpression({ set: { listKey: SALES_LIST_KEY, ...set }, add }) } };
}

const dayUpdate = (sale: OrderSale, moves: Moves) => salesUpdate(dayKey(orderDay(sale)), { ...moves, set: { date: orderDay(sale), ...moves.set } });
const toShip = (change: 1 | -1) => salesUpdate(TOTALS_KEY, { add: { toShip: change } });

function toolMoves(sale: OrderSale, sign: 1 | -1): Moves {
  return {
    set: { [`name_${sale.toolId}`]: sale.product_name },
    add: { [`qty_${sale.toolId}`]: sign * sale.quantity, [`cents_${sale.toolId}`]: sign * sale.amountCents },
  };
}

/** A new order: one more order placed that day. */
export const salesOfPlacedOrder = (sale: OrderSale): TransactItem[] => [dayUpdate(sale, { add: { orders: 1 } })];

/** Paid: one more paid order, its revenue and units, and one more to ship. */
export function salesOfPaidOrder(sale: OrderSale): TransactItem[] {
  const perTool = toolMoves(sale, 1);
  return [dayUpdate(sale, { set: perTool.set, add: { paidOrders: 1, revenueCents: sale.amountCents, ...perTool.add } }), toShip(1)];
}

/** Shipped: one less to ship. */
export const salesOfShippedOrder = (): TransactItem[] => [toShip(-1)];

/** Refunded: its revenue and units come off its day; a paid (not yet shipped) order is no longer to ship. */
export function salesOfRefundedOrder(sale: OrderSale, wasShipped: boolean): TransactItem[] {
  const perTool = toolMoves(sale, -1);
  const day = dayUpdate(sale, { set: perTool.set, add: { revenueCents: -sale.amountCents, ...perTool.add } });
  return wasShipped ? [day] : [day, toShip(-1)];
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
