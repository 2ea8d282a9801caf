import { logger } from '../../platform/logger.js';
import type { Order } from '../contract/order.js';
import { cancelUnpaid, type CancelUnpaidDeps } from './cancel-unpaid.js';
import { STRIPE_CALL_BUDGET_MS, timeNeededForOneMoreCall } from '../../platform/time-budgets.js';

export interface ExpireHoldsDeps extends CancelUnpaidDeps {
  listExpiredHolds(now: string, limit: number): Promise<Order[]>;
  remainingMs(): number;
}

/** The next run takes the rest. */
export const EXPIRY_BATCH = 50;

/** An order paid in between is left alone; a failed one is left for the next run without holding back the batch. */
export async function expireHolds(deps: ExpireHoldsDeps): Promise<{ expired: string[]; failed: string[] }> {
  const due = await deps.listExpiredHolds(deps.now().toISOString(), EXPIRY_BATCH);
  const expired: string[] = [];
  const failed: string[] = [];
  for (const order of due) {
    // Each cancel may call the provider: an order started is one finished, its writes included.
    if (deps.remainingMs() < timeNeededForOneMoreCall(STRIPE_CALL_BUDGET_MS)) break;
    try {
      const result = await cancelUnpaid(deps, order, 'hold-expired');
      if (result.outcome === 'cancelled') expired.push(order._id);
    } catch (error) {
      // One order that cannot be cancelled now never holds back the others; the next run tries it again.
      failed.push(order._id);
      await logger.error('An unpaid order whose hold ended could not be cancelled; the next run tries again', {
        orderId: order._id,
        reason: (error as Error).message,
      });
    }
  }
  if (expired.length > 0) await logger.info('Unpaid orders whose hold ended were cancelled', { count: expired.length });
  return { expired, failed };
}
