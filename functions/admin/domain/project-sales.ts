// The figures follow the orders stream, outside the order's own writes, so no item is written by every order.
// The order's 'counted#' item, written with the figures, makes a redelivered or out-of-order change count nothing twice.
import { forEachOrderChange, type OrderChange } from '../../orders/store/order-stream.js';
import { refundedCentsOf, SALES_STEPS, stepsOf, type NewCounts, type OrderHistory } from '../store/sales-moves.js';
import type { CountedSteps } from '../store/sales-repository.js';

export interface ProjectSalesDeps {
  readCountedSteps(orderId: string): Promise<CountedSteps>;
  countSteps(order: OrderHistory, counts: NewCounts, read: CountedSteps): Promise<boolean>;
}

/** Items counted before refunds were counted in cents took a whole refund off with the 'refunded' step. */
const countedRefundOf = (order: OrderHistory, counted: CountedSteps) => counted.refundedCents ?? (counted.steps.has('refunded') ? order.amountCents : 0);

/** Reads before a step is given up for this delivery (another writer kept counting the same order meanwhile). */
const ATTEMPTS = 5;

export async function countOrder(deps: ProjectSalesDeps, order: OrderHistory): Promise<void> {
  const reached = stepsOf(order);
  const refunded = refundedCentsOf(order);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const counted = await deps.readCountedSteps(order._id);
    const countedRefund = countedRefundOf(order, counted);
    // An older state than the one counted (a change handed over again after a later one): nothing new.
    if ([...counted.steps].some((step) => !reached.has(step)) || countedRefund > refunded) return;
    const steps = SALES_STEPS.filter((step) => reached.has(step) && !counted.steps.has(step));
    if (steps.length === 0 && refunded === countedRefund) return;
    if (await deps.countSteps(order, { steps, shipped: reached.has('shipped'), refundedCents: refunded - countedRefund }, counted)) return;
  }
  throw new Error(`The sales figures of order ${order._id} kept changing while being counted`);
}

/** The stream hands an order's changes over in order, so a change with no new step or refunded cents adds nothing. */
function addsNothing({ before, after }: OrderChange): boolean {
  if (!before || !after) return false;
  const was = stepsOf(before);
  return [...stepsOf(after)].every((step) => was.has(step)) && refundedCentsOf(after) === refundedCentsOf(before);
}

export async function projectSales(deps: ProjectSalesDeps, changes: readonly OrderChange[]): Promise<{ failedSequenceNumber?: string }> {
  return forEachOrderChange(changes, async (change) => {
    if (change.after && !addsNothing(change)) await countOrder(deps, change.after);
  });
}
