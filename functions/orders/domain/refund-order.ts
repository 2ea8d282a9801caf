import type { Caller } from '../../platform/app-token.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { adminActor } from '../../platform/audit.js';
import { orderTarget } from './audit-target.js';
import type { Order } from '../contract/order.js';
import type { ChangeOutcome, RefundChange } from '../store/order-lifecycle-repository.js';
import { disputeRefundRefusal } from './dispute.js';

export interface RefundOrderDeps {
  getOrder(id: string): Promise<Order | undefined>;
  refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
  markOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome>;
  claimProviderRefund(orderId: string, transactionId: string, change: RefundChange & { refundId: string; audit: AuditNote }): Promise<ChangeOutcome>;
  now(): Date;
}

export const REFUNDABLE_STATUSES: readonly Order['status'][] = ['paid', 'delivered'];

/** One key per order payment: a repeated call, or a retry after a failed write, gets the first refund back. */
export const refundIdempotencyKey = (order: Pick<Order, '_id'>, transactionId: string) => `refund-${order._id}-${transactionId}`;

/** A paid order's units go back to stock in the same write; a disputed one is refused with the reason. */
export async function refundOrder(deps: RefundOrderDeps, caller: Caller, orderId: string): Promise<Order> {
  const order = await deps.getOrder(orderId);
  if (!order) throw new NotFoundError(`No order with id ${orderId}`);
  if (order.status === 'refunded') return order;
  if (!REFUNDABLE_STATUSES.includes(order.status) || !order.transactionId) {
    throw new ConflictError(`This order is ${order.status}: only a paid or delivered order can be refunded`);
  }
  const refusal = disputeRefundRefusal(order);
  if (refusal) throw new ConflictError(refusal);
  const transactionId = order.transactionId;
  const { refundId } = await deps.refundPayment(transactionId, refundIdempotencyKey(order, transactionId));
  const at = deps.now().toISOString();
  const audit: AuditNote = {
    at,
    actor: adminActor(caller),
    action: 'refund-order',
    target: orderTarget(order),
    before: { status: order.status },
    after: { status: 'refunded', refundId },
  };
  const change = { refundId, at, source: 'admin', audit } satisfies RefundChange;
  const outcome = await deps.markOrderRefunded(order, transactionId, change);
  if (outcome.changed) return { ...order, status: 'refunded', refundId, refundedAt: change.at, refundSource: 'admin' };
  // Shipped or refunded (by the provider's event) in between: read it again and try once more.
  const current = await deps.getOrder(orderId);
  if (current?.status === 'refunded' && current.refundSource === 'provider' && current.transactionId === transactionId) {
    // The provider's event of this very refund (the payment is refunded in full, by the call above) was recorded first.
    const claimed = await deps.claimProviderRefund(orderId, transactionId, change);
    if (claimed.changed) return { ...current, refundId, refundSource: 'admin' };
    return (await deps.getOrder(orderId)) ?? current;
  }
  if (current?.status === 'refunded') return current;
  const refusedNow = current && disputeRefundRefusal(current);
  if (refusedNow) throw new ConflictError(refusedNow);
  if (current && current.status !== order.status && REFUNDABLE_STATUSES.includes(current.status)) return refundOrder(deps, caller, orderId);
  throw new ConflictError('The order changed, reload it and try again');
}
