import type { Order } from '../contract/order.js';

/**
 * A dispute still open, or lost (the bank gave the money back to the customer), holds the order: the
 * shop neither ships it nor refunds it. A won dispute leaves the order as it was.
 */
export const isHeldByDispute = (order: Pick<Order, 'disputed' | 'disputeOutcome'>) => order.disputed === true && order.disputeOutcome !== 'won';

/** Why the shop cannot refund a disputed order (undefined when no dispute holds it). */
export function disputeRefundRefusal(order: Pick<Order, 'disputed' | 'disputeOutcome'>): string | undefined {
  if (!isHeldByDispute(order)) return undefined;
  return order.disputeOutcome === 'lost'
    ? 'This order is disputed and the dispute was lost: the bank already gave the money back to the customer'
    : 'This order is disputed: the bank decides where its money goes until the dispute closes';
}
