import { logger } from '../shared/logger.js';
import type { Order } from '../schemas/order.js';
import { cancelUnpaid, type CancelUnpaidDeps } from './cancel-unpaid.js';

export interface ExpireHoldsDeps extends CancelUnpaidDeps {
  listExpiredHolds(now: string, limit: number): Promise<Order[]>;
}

/** Orders handled per run; the next run (a minute later) takes the rest. */
export const EXPIRY_BATCH = 50;

/**
 * The scheduled run: every unpaid order whose hold has ended is cancelled ('hold-expired'), its
 * stock given back and its PaymentIntent cancelled. An order paid in between is left alone.
 */
export async function expireHolds(deps: ExpireHoldsDeps): Promise<{ expired: string[] }> {
  const due = await deps.listExpiredHolds(deps.now().toISOString(), EXPIRY_BATCH);
  const expired: string[] = [];
  for (const order of due) {
    const result = await cancelUnpaid(deps, order, 'hold-expired');
    if (result.outcome === 'cancelled') expired.push(order._id);
  }
  if (expired.length > 0) logger.info('Unpaid orders whose hold ended were cancelled', { count: expired.length });
  return { expired };
}
