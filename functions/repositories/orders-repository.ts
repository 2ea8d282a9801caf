import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../shared/config.js';
import { documentClient } from '../shared/db.js';
import type { Order } from '../schemas/order.js';

export const ORDER_LIST_KEY = 'order';

export type CreateOrderOutcome = 'created' | 'stock-or-price-changed';

/**
 * Creates the order and takes its stock in one transaction. The tool update is conditioned on
 * enough stock and on the unit price the total was computed from, so two buyers can never both
 * take the last units and a price change in between cannot produce a wrong total.
 */
export async function createOrderTakingStock(order: Order): Promise<CreateOrderOutcome> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
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
      }),
    );
    return 'created';
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') {
      return 'stock-or-price-changed';
    }
    throw error;
  }
}
