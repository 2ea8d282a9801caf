/** The order reads and writes of the payment endpoints. */
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db } from '../../platform/db.js';
import { leavingUnpaid } from '../../accounts/store/unpaid-orders-repository.js';
import { readOrder, type Order } from '../contract/order.js';

/** The order as last written (a strongly consistent read), for a change that must start from its current status. */
export async function getOrderConsistently(orderId: string): Promise<Order | undefined> {
  const { Item } = await db.get({ TableName: tableName('orders'), Key: { _id: orderId }, ConsistentRead: true });
  return Item ? readOrder(Item) : undefined;
}

export interface MarkOrderPaidInput {
  orderId: string;
  /** The order's owner: its count of unpaid orders goes down in the same transaction. */
  userId: string;
  transactionId: string;
  /** The amount the provider charged; the write is refused unless the order still has this total. */
  amountCents: number;
  paidAt: string;
}

export type MarkOrderPaidOutcome = 'paid' | 'not-unpaid';

/**
 * 'Not paid' -> 'paid' with the transaction id and time, conditioned on the order, in one
 * transaction with the owner's count of unpaid orders going down (the sales figures follow from the
 * orders stream): it happens at most once per order, and never to an order that was cancelled, paid
 * or repriced in between.
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
  return leavingUnpaid(input.userId, async (counterItem): Promise<MarkOrderPaidOutcome> => {
    try {
      await db.transactWrite({ TransactItems: [{ Update: update }, counterItem] });
      return 'paid';
    } catch (error) {
      if (cancellationReasons(error)?.[0]?.Code === 'ConditionalCheckFailed') return 'not-unpaid';
      throw error;
    }
  });
}
