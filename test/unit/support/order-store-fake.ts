/**
 * An in-memory stand-in for the order repositories and the payment provider, keeping their
 * contract: every change is conditional on the order's state, exactly like the DynamoDB writes, and
 * provider calls with the same idempotency key answer the first result.
 */
import type { AuditNote } from '../../../functions/platform/audit-trail.js';
import type { ChangeOutcome, FailedItem } from '../../../functions/orders/store/order-lifecycle-repository.js';
import type { Order } from '../../../functions/orders/contract/order.js';
import { admin } from './api.js';
import { anOrder } from './fixtures.js';

const NOW = new Date('2024-05-01T12:00:00.000Z');

export class OrderStoreFake {
  readonly orders = new Map<string, Order>();
  readonly stock = new Map<string, number>([['tool-1', 100]]);
  readonly cancelledIntents: string[] = [];
  readonly refunds = new Map<string, { refundId: string; paymentIntentId: string }>();
  /** Intents the provider will not cancel any more (they succeeded). */
  readonly succeededIntents = new Set<string>();
  /** The audit entries written with the changes that were made. */
  readonly audits: AuditNote[] = [];
  now = () => NOW;
  /** The time a scheduled run has left: plenty, unless a test says otherwise. */
  remainingMs = () => 60_000;

  constructor(...orders: Order[]) {
    for (const order of orders) this.orders.set(order._id, order);
  }

  static with(overrides: Partial<Order> = {}): OrderStoreFake {
    const { listKey: _listKey, ...order } = anOrder(overrides);
    return new OrderStoreFake(order);
  }

  order(id = 'order-1'): Order | undefined {
    return this.orders.get(id);
  }

  private change(id: string, allowed: (order: Order) => boolean, changes: Partial<Order>, stockBack = false, audit?: AuditNote): ChangeOutcome {
    const current = this.orders.get(id);
    if (!current || !allowed(current)) return { changed: false, current: current && raw(current) };
    this.orders.set(id, { ...current, ...changes });
    if (audit) this.audits.push(audit);
    if (stockBack) for (const line of current.lines) this.stock.set(line.toolId, (this.stock.get(line.toolId) ?? 0) + line.quantity);
    return { changed: true };
  }

  getOrder = async (id: string) => this.orders.get(id);
  getUserRole = async (userId: string) => (userId === admin.uid ? ('admin' as const) : ('user' as const));

  cancelUnpaidOrder = async (order: Order, change: { reason: Order['cancelReason']; at: string; audit?: AuditNote }) =>
    this.change(
      order._id,
      (o) => o.status === 'Not paid' && o.paymentIntentId === order.paymentIntentId,
      {
        status: 'cancelled',
        cancelReason: change.reason,
        cancelledAt: change.at,
        holdExpiresAt: undefined,
      },
      true,
      change.audit,
    );

  recordPaymentIntent = async (orderId: string, paymentIntentId: string, previous: string | undefined) =>
    this.change(orderId, (o) => o.status === 'Not paid' && o.paymentIntentId === previous, { paymentIntentId });
  recordPaymentError = async (orderId: string, message: string) => this.change(orderId, (o) => o.status === 'Not paid', { lastPaymentError: message });
  markOrderPaid = async (input: { orderId: string; transactionId: string; amountCents: number; paidAt: string }) =>
    this.change(input.orderId, (o) => o.status === 'Not paid' && o.amountCents === input.amountCents, {
      status: 'paid',
      transactionId: input.transactionId,
      paidAt: input.paidAt,
    }).changed
      ? ('paid' as const)
      : ('not-unpaid' as const);

  markOrderRefunded = async (
    order: Order,
    transactionId: string,
    change: { refundId?: string; at: string; source: Order['refundSource']; audit?: AuditNote },
  ) =>
    this.change(
      order._id,
      (o) => o.status === order.status && o.transactionId === transactionId && (change.source !== 'admin' || !heldByDispute(o)),
      {
        status: 'refunded',
        refundId: change.refundId,
        refundedAt: change.at,
        refundSource: change.source,
        refundedCents: order.amountCents,
      },
      order.status === 'paid',
      change.audit,
    );

  claimProviderRefund = async (orderId: string, transactionId: string, change: { refundId: string; source: Order['refundSource']; audit: AuditNote }) =>
    this.change(
      orderId,
      (o) => o.status === 'refunded' && o.transactionId === transactionId && o.refundSource === 'provider',
      { refundId: change.refundId, refundSource: change.source },
      false,
      change.audit,
    );

  recordPartialRefund = async (orderId: string, transactionId: string, refundedCents: number) =>
    this.change(
      orderId,
      (o) => (o.status === 'paid' || o.status === 'delivered') && o.transactionId === transactionId && (o.refundedCents ?? 0) < refundedCents,
      { refundedCents },
    );

  markUnpaidOrderRefunded = async (order: Order, transactionId: string, change: { refundId?: string; at: string; source: Order['refundSource'] }) =>
    this.change(
      order._id,
      (o) => o.status === order.status,
      {
        status: 'refunded',
        transactionId,
        refundId: change.refundId,
        refundedAt: change.at,
        refundSource: change.source,
        refundedCents: order.amountCents,
        holdExpiresAt: undefined,
      },
      order.status === 'Not paid',
    );

  recordExtraPaymentRefund = async (orderId: string, transactionId: string) => {
    const current = this.orders.get(orderId);
    return this.change(orderId, (o) => !o.extraPaymentsRefunded?.includes(transactionId), {
      extraPaymentsRefunded: [...(current?.extraPaymentsRefunded ?? []), transactionId],
    });
  };

  markOrderDisputed = async (orderId: string, transactionId: string) => this.change(orderId, (o) => o.transactionId === transactionId, { disputed: true });
  markDisputeClosed = async (orderId: string, transactionId: string, outcome: 'won' | 'lost') =>
    this.change(orderId, (o) => o.transactionId === transactionId && o.disputeOutcome === undefined, { disputed: true, disputeOutcome: outcome });
  markOrderShipped = async (orderId: string, delivery: { deliveredAt: string; carrier?: string; trackingNumber?: string }, audit: AuditNote) =>
    this.change(orderId, (o) => o.status === 'paid' && !heldByDispute(o), { status: 'delivered', ...delivery }, false, audit);

  listExpiredHolds = async (now: string) =>
    [...this.orders.values()].filter((order) => order.status === 'Not paid' && order.holdExpiresAt !== undefined && order.holdExpiresAt <= now);

  cancelPaymentIntent = async (id: string) => {
    if (this.succeededIntents.has(id)) return 'not-cancelable' as const;
    if (!this.cancelledIntents.includes(id)) this.cancelledIntents.push(id);
    return 'canceled' as const;
  };

  refundPayment = async (paymentIntentId: string, idempotencyKey: string) => {
    const earlier = this.refunds.get(idempotencyKey);
    if (earlier) return { refundId: earlier.refundId };
    const refund = { refundId: `re_${this.refunds.size + 1}`, paymentIntentId };
    this.refunds.set(idempotencyKey, refund);
    return { refundId: refund.refundId };
  };
}

/** As the repository's condition: an open or lost dispute keeps the shop from shipping or refunding. */
const heldByDispute = (order: Order) => order.disputed === true && order.disputeOutcome !== 'won';

/** The order as DynamoDB's ALL_OLD returns it on a failed condition (only what the callers read). */
function raw(order: Order): FailedItem {
  return {
    _id: { S: order._id },
    status: { S: order.status },
    email: { S: order.email },
    ...(order.paymentIntentId && { paymentIntentId: { S: order.paymentIntentId } }),
  };
}
