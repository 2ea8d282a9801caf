import { tableName } from '../shared/config.js';
import { cancellationReasons, db } from '../shared/db.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/cursor.js';
import { NEWEST_INDEX, ORDERS_BY_OWNER_INDEX } from '../shared/table-definitions.js';
import { HOLD_KEY } from './order-lifecycle-repository.js';
// The read-back schema (and zod) load on first use, keeping them out of the handlers' module init.
import type { Order } from '../schemas/order.js';

export const ORDER_LIST_KEY = 'order';

/** 'order-exists': an order with this id was already written (a retry of the same request). */
export type CreateOrderOutcome = 'created' | 'stock-or-price-changed' | 'order-exists';

/**
 * Creates the order and takes its stock in one transaction. The tool update is conditioned on
 * enough stock and on the unit price the total was computed from, so two buyers can never both
 * take the last units and a price change in between cannot produce a wrong total.
 */
export async function createOrderTakingStock(order: Order): Promise<CreateOrderOutcome> {
  try {
    await db.transactWrite({
      TransactItems: [
        {
          Update: {
            TableName: tableName('tools'),
            Key: { _id: order.toolId },
            UpdateExpression: 'SET available = available - :quantity',
            ConditionExpression: 'attribute_exists(#id) AND available >= :quantity AND price = :unitPrice',
            ExpressionAttributeNames: { '#id': '_id' },
            ExpressionAttributeValues: { ':quantity': order.quantity, ':unitPrice': order.unitPrice },
          },
        },
        {
          Put: {
            TableName: tableName('orders'),
            // holdKey puts the unpaid order in the sparse byHoldExpiry index until it leaves 'Not paid'.
            Item: { ...order, listKey: ORDER_LIST_KEY, ...(order.holdExpiresAt && { holdKey: HOLD_KEY }) },
            ConditionExpression: 'attribute_not_exists(#id)',
            ExpressionAttributeNames: { '#id': '_id' },
          },
        },
      ],
    });
    return 'created';
  } catch (error) {
    const [toolReason, orderReason] = cancellationReasons(error) ?? [];
    if (orderReason?.Code === 'ConditionalCheckFailed') return 'order-exists';
    if (toolReason?.Code === 'ConditionalCheckFailed') return 'stock-or-price-changed';
    throw error;
  }
}

export async function getOrder(id: string): Promise<Order | undefined> {
  const { Item } = await db.get({ TableName: tableName('orders'), Key: { _id: id } });
  const { orderSchema } = await import('../schemas/order.js');
  return Item ? orderSchema.parse(Item) : undefined;
}

/** Rounds of reading past cancelled orders for one page: bounds the cost of a page. */
const MAX_PAGE_ROUNDS = 5;

/**
 * One customer's orders, newest first (orders.byOwner), without the cancelled ones: those are gone
 * from the customer's list. Reads on past them until the page is full.
 */
export async function listOrdersByOwner(userId: string, limit: number, cursor?: string): Promise<Page<Order>> {
  const items: Record<string, unknown>[] = [];
  let startKey = decodeCursor(cursor, ['_id', 'userId', 'createdAt'], { userId });
  for (let round = 0; round < MAX_PAGE_ROUNDS; round++) {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: tableName('orders'),
      IndexName: ORDERS_BY_OWNER_INDEX,
      KeyConditionExpression: 'userId = :userId',
      FilterExpression: '#status <> :cancelled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':userId': userId, ':cancelled': 'cancelled' satisfies Order['status'] },
      ScanIndexForward: false,
      // Each round evaluates only what the page still lacks, so the last key read is the page's end.
      Limit: limit - items.length,
      ExclusiveStartKey: startKey,
    });
    items.push(...(Items ?? []));
    startKey = LastEvaluatedKey;
    if (!startKey || items.length >= limit) break;
  }
  const { orderSchema } = await import('../schemas/order.js');
  return { items: items.map((item) => orderSchema.parse(item)), nextCursor: encodeCursor(startKey) };
}

/** Every order, newest first (orders.byNewest). */
export async function listNewestOrders(limit: number, cursor?: string): Promise<Page<Order>> {
  const { Items, LastEvaluatedKey } = await db.query({
    TableName: tableName('orders'),
    IndexName: NEWEST_INDEX,
    KeyConditionExpression: 'listKey = :listKey',
    ExpressionAttributeValues: { ':listKey': ORDER_LIST_KEY },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor, ['_id', 'listKey', 'createdAt'], { listKey: ORDER_LIST_KEY }),
  });
  const { orderSchema } = await import('../schemas/order.js');
  return { items: (Items ?? []).map((item) => orderSchema.parse(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
}
