import { logger } from '../../platform/logger.js';
import type { AuditActor } from '../../platform/contract/audit.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import type { CancelReason, Order } from '../contract/order.js';
import type { CancelChange, ChangeOutcome } from '../store/order-lifecycle-repository.js';
import { statusOf } from '../store/order-lifecycle-repository.js';
import { orderTarget } from './audit-target.js';
import { mayStartFrom } from '../contract/lifecycle.js';

export interface CancelUnpaidDeps {
  getOrder(id: string): Promise<Order | undefined>;
  cancelUnpaidOrder(order: Order, change: CancelChange): Promise<ChangeOutcome>;
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<'canceled' | 'not-cancelable'>;
  now(): Date;
}

export type CancelUnpaidResult = { outcome: 'cancelled'; order: Order } | { outcome: 'missing' } | { outcome: 'not-unpaid'; status: string };

/** A PaymentIntent started in between makes the write fail; reading again picks it up. */
const MAX_ATTEMPTS = 3;

export const cancelIntentIdempotencyKey = (paymentIntentId: string) => `cancel-${paymentIntentId}`;

/** The intent is cancelled after the order: a payment that still arrives is refunded. */
export async function cancelUnpaid(deps: CancelUnpaidDeps, order: Order, reason: CancelReason, actor?: AuditActor): Promise<CancelUnpaidResult> {
  // An unpaid order, or (by its owner or an admin) one still awaiting approval.
  const cancellable = (status: string) => mayStartFrom(reason === 'hold-expired' ? 'expire' : 'cancel', status as Order['status']);
  let current: Order | undefined = order;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && current; attempt++) {
    if (!cancellable(current.status)) return { outcome: 'not-unpaid', status: current.status };
    const at = deps.now().toISOString();
    const change: CancelChange = { reason, at, audit: cancelAudit(current, reason, at, actor) };
    const outcome = await deps.cancelUnpaidOrder(current, change);
    if (outcome.changed) {
      if (current.paymentIntentId) await cancelIntentQuietly(deps, current.paymentIntentId, current._id);
      return { outcome: 'cancelled', order: { ...current, status: 'cancelled', cancelledAt: change.at, cancelReason: reason } };
    }
    const status = statusOf(outcome.current);
    if (status === undefined) return { outcome: 'missing' };
    if (!cancellable(status)) return { outcome: 'not-unpaid', status };
    current = await deps.getOrder(order._id);
  }
  return current ? { outcome: 'not-unpaid', status: current.status } : { outcome: 'missing' };
}

function cancelAudit(order: Order, reason: CancelReason, at: string, actor: AuditActor | undefined): AuditNote | undefined {
  if (reason === 'owner') return undefined;
  return {
    at,
    actor: reason === 'admin' && actor ? actor : 'system',
    action: reason === 'admin' ? 'cancel-order' : 'expire-order',
    target: orderTarget(order),
    before: { status: order.status },
    after: { status: 'cancelled', cancelReason: reason },
  };
}

async function cancelIntentQuietly(deps: CancelUnpaidDeps, paymentIntentId: string, orderId: string): Promise<void> {
  try {
    const result = await deps.cancelPaymentIntent(paymentIntentId, cancelIntentIdempotencyKey(paymentIntentId));
    if (result === 'not-cancelable') await logger.info('Payment intent of a cancelled order was no longer cancelable', { orderId, paymentIntentId });
  } catch (error) {
    await logger.warn('Could not cancel the payment intent of a cancelled order; a late payment will be refunded', {
      orderId,
      paymentIntentId,
      reason: (error as Error).message,
    });
  }
}
