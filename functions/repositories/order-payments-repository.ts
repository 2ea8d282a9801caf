/** The order reads and writes of the payment endpoints. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../shared/config.js';
import { documentClient } from '../shared/db.js';
import { orderSchema, type Order } from '../schemas/order.js';

export async function getOrderForPayment(orderId: string): Promise<Order | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('orders'), Key: { _id: orderId }, ConsistentRead: true }));
  return Item ? orderSchema.parse(Item) : undefined;
}

export interface MarkOrderPaidInput {
  orderId: string;
  transactionId: string;
  /** The amount the provider charged; the write is refused unless the order still has this total. */
  amountCents: number;
  paidAt: string;
}

export type MarkOrderPaidOutcome = 'paid' | 'not-unpaid';

/**
 * 'Not paid' -> 'paid' with the transaction id and time, in one conditional write: it happens at
 * most once per order, and never to an order that was cancelled, paid or repriced in between.
 */
export async function markOrderPaid(input: MarkOrderPaidInput): Promise<MarkOrderPaidOutcome> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: { _id: input.orderId },
        UpdateExpression: 'SET #status = :paid, transactionId = :transactionId, paidAt = :paidAt',
        ConditionExpression: 'attribute_exists(#id) AND #status = :notPaid AND amountCents = :amountCents',
        ExpressionAttributeNames: { '#id': '_id', '#status': 'status' },
        ExpressionAttributeValues: {
          ':paid': 'paid',
          ':notPaid': 'Not paid',
          ':transactionId': input.transactionId,
          ':paidAt': input.paidAt,
          ':amountCents': input.amountCents,
        },
      }),
    );
    return 'paid';
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'not-unpaid';
    throw error;
  }
}
