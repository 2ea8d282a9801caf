/**
 * The sales figures follow the orders stream: each change of an order counts the steps it has
 * reached (placed, paid, shipped, refunded) that are not counted yet, a few seconds after the
 * change, outside the order's own writes, so no item is written by every order. A change handed
 * over again, or an older change after a newer one, counts nothing twice: the order's 'counted#'
 * item says what is counted, and is written in the same transaction as the figures.
 */
import { forEachOrderChange, type OrderChange } from '../shared/order-stream.js';
import { SALES_STEPS, stepsOf, type OrderHistory, type SalesStep } from '../repositories/sales-moves.js';
import type { CountedSteps } from '../repositories/sales-repository.js';

export interface ProjectSalesDeps {
  readCountedSteps(orderId: string): Promise<CountedSteps>;
  countSteps(order: OrderHistory, steps: readonly SalesStep[], shipped: boolean, read: CountedSteps): Promise<boolean>;
}

/** Reads before a step is given up for this delivery (another writer kept counting the same order meanwhile). */
const ATTEMPTS = 5;

/** Counts what this state of the order adds; nothing when its steps are counted already (or a later state's are). */
export async function countOrder(deps: ProjectSalesDeps, order: OrderHistory): Promise<void> {
  const reached = stepsOf(order);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const counted = await deps.readCountedSteps(order._id);
    // An older state than the one counted (a change handed over again after a later one): nothing new.
    if ([...counted.steps].some((step) => !reached.has(step))) return;
    const steps = SALES_STEPS.filter((step) => reached.has(step) && !counted.steps.has(step));
    if (steps.length === 0) return;
    if (await deps.countSteps(order, steps, reached.has('shipped'), counted)) return;
  }
  throw new Error(`The sales figures of order ${order._id} kept changing while being counted`);
}

/**
 * Whether the change reaches no new step (an invoice number, a refused address, a payment intent id):
 * the stream hands an order's changes over in order, so the state before it is counted already.
 */
function reachesNoNewStep({ before, after }: OrderChange): boolean {
  if (!before || !after) return false;
  const was = stepsOf(before);
  return [...stepsOf(after)].every((step) => was.has(step));
}

export async function projectSales(deps: ProjectSalesDeps, changes: readonly OrderChange[]): Promise<{ failedSequenceNumber?: string }> {
  return forEachOrderChange(changes, async (change) => {
    if (change.after && !reachesNoNewStep(change)) await countOrder(deps, change.after);
  });
}
