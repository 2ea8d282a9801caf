import type { Order } from '../contract/order.js';
import { NOT_HELD_BY_DISPUTE } from '../contract/lifecycle.js';
import { holds } from '../contract/order-condition.js';

/** The lifecycle's rule, the same the store's writes check. */
export const isHeldByDispute = (order: Pick<Order, 'disputed' | 'disputeOutcome'>) => !holds(NOT_HELD_BY_DISPUTE, order);

/** Why the shop cannot refund a disputed order (undefined when no dispute holds it). */
export function disputeRefundRefusal(order: Pick<Order, 'disputed' | 'disputeOutcome'>): string | undefined {
  if (!isHeldByDispute(order)) return undefined;
  return order.disputeOutcome === 'lost'
    ? 'This order is disputed and the dispute was lost: the bank already gave the money back to the customer'
    : 'This order is disputed: the bank decides where its money goes until the dispute closes';
}
