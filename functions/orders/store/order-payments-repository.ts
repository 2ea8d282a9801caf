import { tableName } from '../../platform/config.js';
import { db } from '../../platform/db.js';
import { writeChange } from './order-writes.js';
import type { Order } from '../contract/order.js';
import { orderReader } from './order-reader.js';

/** Strongly consistent, for a change that must start from the current status. */
export async function getOrderConsistently(orderId: string): Promise<Order | undefined> {
  const { Item } = await db.get({ TableName: tableName('orders'), Key: { _id: orderId }, ConsistentRead: true });
  return Item ? (await orderReader()).readOrder(Item) : undefined;
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

/** Paid, at most once, and never after a cancel, another payment or a repricing (the sales figures follow from the stream). */
export async function markOrderPaid(input: MarkOrderPaidInput): Promise<MarkOrderPaidOutcome> {
  const outcome = await writeChange('pay', input.orderId, {
    order: { userId: input.userId, status: 'Not paid' },
    params: { amountCents: input.amountCents },
    set: { transactionId: input.transactionId, paidAt: input.paidAt },
  });
  return outcome.changed ? 'paid' : 'not-unpaid';
}
