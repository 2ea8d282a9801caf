/**
 * An in-memory stand-in for the order repositories and the payment provider, keeping their
 * contract: every change is made on the lifecycle table's condition (functions/orders/contract/lifecycle.ts),
 * as the DynamoDB writes are, and provider calls with the same idempotency key answer the first result.
 */
import type { AuditNote } from '../../../functions/platform/audit-trail.js';
import type { ChangeOutcome, FailedItem } from '../../../functions/orders/store/order-lifecycle-repository.js';
import type { AccountPayment, Order, OrderStatus } from '../../../functions/orders/contract/order.js';
import { effectsOf, mayTake, ORDER_LIFECYCLE, type Transition, type TransitionName } from '../../../functions/orders/contract/lifecycle.js';
import type { Params } from '../../../functions/orders/contract/order-condition.js';
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

  /** The lifecycle changes made, in order: the model test checks them against the table. */
  readonly taken: { name: TransitionName; from: OrderStatus; to: OrderStatus }[] = [];

  /** A change as the store makes it: on the table's condition, with the table's stock effect. */
  private change(
    name: TransitionName,
    id: string,
    params: Params,
    changes: Partial<Order>,
    options: { statusRead?: OrderStatus; audit?: AuditNote } = {},
  ): ChangeOutcome {
    const current = this.orders.get(id);
    if (!current || !mayTake(name, current as unknown as Record<string, unknown>, params, options.statusRead)) {
      return { changed: false, current: current && raw(current) };
    }
    const to: OrderStatus = (ORDER_LIFECYCLE[name] as Transition).to ?? current.status;
    this.orders.set(id, { ...current, ...changes, status: to });
    this.taken.push({ name, from: current.status, to });
    if (options.audit) this.audits.push(options.audit);
    if (effectsOf(name, current.status).stock === 'give back') {
      for (const line of current.lines) this.stock.set(line.toolId, (this.stock.get(line.toolId) ?? 0) + line.quantity);
    }
    return { changed: true };
  }

  getOrder = async (id: string) => this.orders.get(id);
  getUserRole = async (userId: string) => (userId === admin.uid ? ('admin' as const) : ('user' as const));

  cancelUnpaidOrder = async (order: Order, change: { reason: Order['cancelReason']; at: string; audit?: AuditNote }) =>
    this.change(
      change.reason === 'hold-expired' ? 'expire' : 'cancel',
      order._id,
      { intentRead: order.paymentIntentId, paidRead: order.paidCents },
      { cancelReason: change.reason, cancelledAt: change.at, holdExpiresAt: undefined },
      { audit: change.audit },
    );

  recordPaymentIntent = async (orderId: string, paymentIntentId: string, previous: string | undefined) =>
    this.change('attachPaymentIntent', orderId, { previousIntent: previous }, { paymentIntentId });
  recordPaymentError = async (orderId: string, message: string) => this.change('recordPaymentError', orderId, {}, { lastPaymentError: message });
  markOrderPaid = async (input: { orderId: string; transactionId: string; amountCents: number; paidAt: string }) =>
    this.change('pay', input.orderId, { amountCents: input.amountCents }, { transactionId: input.transactionId, paidAt: input.paidAt }).changed
      ? ('paid' as const)
      : ('not-unpaid' as const);

  markOrderRefunded = async (
    order: Order,
    transactionId: string,
    change: { refundId?: string; at: string; source: Order['refundSource']; audit?: AuditNote },
  ) =>
    this.change(
      change.source === 'admin' ? 'refund' : 'providerRefund',
      order._id,
      { transactionId },
      { refundId: change.refundId, refundedAt: change.at, refundSource: change.source, refundedCents: order.amountCents },
      { statusRead: order.status, audit: change.audit },
    );

  claimProviderRefund = async (orderId: string, transactionId: string, change: { refundId: string; source: Order['refundSource']; audit?: AuditNote }) =>
    this.change('claimProviderRefund', orderId, { transactionId }, { refundId: change.refundId, refundSource: change.source }, { audit: change.audit });

  recordPartialRefund = async (orderId: string, transactionId: string, refundedCents: number) =>
    this.change('partialRefund', orderId, { transactionId, refundedCents }, { refundedCents });

  markUnpaidOrderRefunded = async (order: Order, transactionId: string, change: { refundId?: string; at: string; source: Order['refundSource'] }) =>
    this.change(
      'refundUnrecordedPayment',
      order._id,
      {},
      {
        transactionId,
        refundId: change.refundId,
        refundedAt: change.at,
        refundSource: change.source,
        refundedCents: order.amountCents,
        holdExpiresAt: undefined,
      },
      { statusRead: order.status },
    );

  recordExtraPaymentRefund = async (orderId: string, transactionId: string) =>
    this.change(
      'recordExtraPaymentRefund',
      orderId,
      { transactionId },
      {
        extraPaymentsRefunded: [...(this.orders.get(orderId)?.extraPaymentsRefunded ?? []), transactionId],
      },
    );

  writeAccountPayment = async (order: Order, payment: AccountPayment) => {
    const paidCents = (order.paidCents ?? 0) + payment.amountCents;
    const paymentIds = [...((order as { paymentIds?: string[] }).paymentIds ?? []), payment.paymentId];
    return this.change(
      'recordAccountPayment',
      order._id,
      { paidRead: order.paidCents ?? 0, paymentId: payment.paymentId },
      {
        paidCents,
        accountPayments: [...(order.accountPayments ?? []), payment],
        paymentIds,
        ...(paidCents >= order.amountCents && { paidAt: payment.recordedAt }),
      } as Partial<Order>,
      { statusRead: order.status },
    );
  };

  markOrderDisputed = async (orderId: string, transactionId: string) => this.change('openDispute', orderId, { transactionId }, { disputed: true });
  markDisputeClosed = async (orderId: string, transactionId: string, outcome: 'won' | 'lost') =>
    this.change('closeDispute', orderId, { transactionId }, { disputed: true, disputeOutcome: outcome });
  markOrderShipped = async (orderId: string, delivery: { deliveredAt: string; carrier?: string; trackingNumber?: string }, audit: AuditNote) =>
    this.change('deliver', orderId, {}, delivery, { audit });

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

/** The order as DynamoDB's ALL_OLD returns it on a failed condition (only what the callers read). */
function raw(order: Order): FailedItem {
  return {
    _id: { S: order._id },
    status: { S: order.status },
    email: { S: order.email },
    ...(order.paymentIntentId && { paymentIntentId: { S: order.paymentIntentId } }),
  };
}
