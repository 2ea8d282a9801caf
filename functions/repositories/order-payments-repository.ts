/** The order reads and writes of the payment endpoints. */
import { tableName } from '../shared/config.js';
import { db, isConditionalCheckFailed } from '../shared/db.js';
import { readOrder, type Order } from '../schemas/order.js';

/** The order as last written (a strongly consistent read), for a change that must start from its current status. */
export async function getOrderConsistently(orderId: string): Promise<Order | undefined> {
  const { Item } = await db.get({ TableName: tableName('orders'), Key: { _id: orderId }, ConsistentRead: true });
  return Item ? readOrder(Item) : undefined;
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
 * 'Not paid' -> 'paid' with the transaction id and time, in one write conditioned on the order
 * (the sales figures follow from the orders stream): it happens at most once per order, and never to an order
 * that was cancelled, paid or repriced in between.
 */
export async function markOrderPaid(input: MarkOrderPaidInput): Promise<MarkOrderPaidOutcome> {
  const update = {
    TableName: tableName('orders'),
    Key: { _id: input.orderId },
    UpdateExpression: 'SET #status = :paid, transactionId = :transactionId, paidAt = :paidAt REMOVE holdKey, unpaidOwner, lastPaymentError',
    ConditionExpression: 'attribute_exists(#id) AND #status = :notPaid AND amountCents = :amountCents',
    ExpressionAttributeNames: { '#id': '_id', '#status': 'status' },
    ExpressionAttributeValues: {
      ':paid': 'paid',
      ':notPaid': 'Not paid',
      ':transactionId': input.transactionId,
      ':paidAt': input.paidAt,
      ':amountCents': input.amountCents,
    },
  };
  try {
    await db.update(update);
    return 'paid';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'not-unpaid';
    throw error;
  }
}
