import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { tableName } from '../shared/config.js';
import { cancellationReasons, db, isConditionalCheckFailed } from '../shared/db.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/cursor.js';
import { NEWEST_INDEX, ORDERS_BY_OWNER_INDEX } from '../shared/table-definitions.js';
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
            Item: { ...order, listKey: ORDER_LIST_KEY },
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

/** One customer's orders, newest first (orders.byOwner). */
export async function listOrdersByOwner(userId: string, limit: number, cursor?: string): Promise<Page<Order>> {
  const { Items, LastEvaluatedKey } = await db.query({
    TableName: tableName('orders'),
    IndexName: ORDERS_BY_OWNER_INDEX,
    KeyConditionExpression: 'userId = :userId',
    ExpressionAttributeValues: { ':userId': userId },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor, ['_id', 'userId', 'createdAt'], { userId }),
  });
  const { orderSchema } = await import('../schemas/order.js');
  return { items: (Items ?? []).map((item) => orderSchema.parse(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
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

export type CancelOrderOutcome = 'cancelled' | 'missing' | 'not-owner' | 'not-cancellable';

/** The order's delete, conditioned on: it exists, belongs to the user `ownerId` and is still unpaid. */
function unpaidOrderDelete(order: Order, ownerId: string) {
  return {
    TableName: tableName('orders'),
    Key: { _id: order._id },
    ConditionExpression: 'attribute_exists(#id) AND userId = :userId AND #status = :notPaid',
    ExpressionAttributeNames: { '#id': '_id', '#status': 'status' },
    ExpressionAttributeValues: { ':userId': ownerId, ':notPaid': 'Not paid' satisfies Order['status'] },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

/** Why the order's condition failed, told from the item as it was (raw attribute values). */
function cancelFailure(item: Record<string, AttributeValue> | undefined, ownerId: string): CancelOrderOutcome {
  if (!item) return 'missing';
  return item.userId?.S === ownerId ? 'not-cancellable' : 'not-owner';
}

/**
 * Deletes an unpaid order and gives its quantity back to the tool in one transaction. If the tool
 * was deleted meanwhile there is no stock to give back: the order is then deleted on its own, with
 * the same conditions.
 */
export async function cancelUnpaidOrder(order: Order, ownerId: string): Promise<CancelOrderOutcome> {
  try {
    await db.transactWrite({
      TransactItems: [
        { Delete: unpaidOrderDelete(order, ownerId) },
        {
          Update: {
            TableName: tableName('tools'),
            Key: { _id: order.toolId },
            UpdateExpression: 'SET available = available + :quantity',
            ConditionExpression: 'attribute_exists(#id)',
            ExpressionAttributeNames: { '#id': '_id' },
            ExpressionAttributeValues: { ':quantity': order.quantity },
          },
        },
      ],
    });
    return 'cancelled';
  } catch (error) {
    const [orderReason, toolReason] = cancellationReasons(error) ?? [];
    if (orderReason?.Code === 'ConditionalCheckFailed') return cancelFailure(orderReason.Item, ownerId);
    if (toolReason?.Code === 'ConditionalCheckFailed') return deleteUnpaidOrder(order, ownerId);
    throw error;
  }
}

async function deleteUnpaidOrder(order: Order, ownerId: string): Promise<CancelOrderOutcome> {
  try {
    await db.delete(unpaidOrderDelete(order, ownerId));
    return 'cancelled';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return cancelFailure(error.Item, ownerId);
    throw error;
  }
}

export type MarkDeliveredOutcome = 'delivered' | 'missing' | 'not-paid';

/** 'paid' -> 'delivered' in one conditional update; the old item tells a missing order from a wrong state. */
export async function markOrderDelivered(id: string, deliveredAt: string): Promise<MarkDeliveredOutcome> {
  try {
    await db.update({
      TableName: tableName('orders'),
      Key: { _id: id },
      UpdateExpression: 'SET #status = :delivered, deliveredAt = :deliveredAt',
      ConditionExpression: 'attribute_exists(#id) AND #status = :paid',
      ExpressionAttributeNames: { '#id': '_id', '#status': 'status' },
      ExpressionAttributeValues: {
        ':delivered': 'delivered' satisfies Order['status'],
        ':paid': 'paid' satisfies Order['status'],
        ':deliveredAt': deliveredAt,
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    return 'delivered';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return error.Item ? 'not-paid' : 'missing';
    throw error;
  }
}
