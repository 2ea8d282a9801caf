import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { Order } from '../contract/order.js';
import type { MarkOrderPaidInput, MarkOrderPaidOutcome } from '../store/order-payments-repository.js';
import type { PaymentIntentFacts } from '../gateways/payments-provider.js';
import type { ChangeOutcome, RefundChange } from '../store/order-lifecycle-repository.js';
import { LATE_PAYMENT_MESSAGE } from '../../platform/alarm-log-messages.js';
import { logger } from '../../platform/logger.js';
import { countBusinessEvent } from '../../platform/metrics.js';

export const PAYMENT_CURRENCY = 'usd';

export interface RecordPaymentDeps {
  getOrder(orderId: string): Promise<Order | undefined>;
  markOrderPaid(input: MarkOrderPaidInput): Promise<MarkOrderPaidOutcome>;
  now(): Date;
  refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
  markUnpaidOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome>;
  claimProviderRefund(orderId: string, transactionId: string, change: RefundChange & { refundId: string }): Promise<ChangeOutcome>;
  recordExtraPaymentRefund(orderId: string, transactionId: string): Promise<ChangeOutcome>;
}

export interface RecordPaymentResult {
  /** 'refunded': the order could not take this payment (cancelled, or paid by another), so it was refunded. */
  outcome: 'paid' | 'already-paid' | 'refunded';
  order: Order;
}

export const latePaymentRefundKey = (paymentIntentId: string) => `late-payment-refund-${paymentIntentId}`;
export const extraPaymentRefundKey = (paymentIntentId: string) => `extra-payment-refund-${paymentIntentId}`;

/** Why this PaymentIntent does not pay this order, or undefined when it does. */
export function paymentMismatch(order: Order, intent: PaymentIntentFacts): string | undefined {
  if (intent.metadata.orderId !== order._id) return 'This payment was made for another order';
  if (intent.status !== 'succeeded') return `This payment has not succeeded (its status is ${intent.status})`;
  if (intent.currency !== PAYMENT_CURRENCY || intent.amount !== order.amountCents) return 'This payment does not match the order total';
  return undefined;
}

export function isRecordedPayment(order: Order, transactionId: string): boolean {
  return order.status !== 'Not paid' && order.transactionId === transactionId;
}

export const isRefundedExtraPayment = (order: Order, transactionId: string) => order.extraPaymentsRefunded?.includes(transactionId) === true;

const ATTEMPTS = 3;

/** Its PaymentIntent could not be cancelled in time: the money goes back at once. */
async function refundLatePayment(deps: RecordPaymentDeps, order: Order, intent: PaymentIntentFacts): Promise<ChangeOutcome> {
  const { refundId } = await deps.refundPayment(intent.id, latePaymentRefundKey(intent.id));
  await logger.warn(LATE_PAYMENT_MESSAGE, { orderId: order._id, paymentIntentId: intent.id });
  const change = { refundId, at: deps.now().toISOString(), source: 'late-payment' } as const;
  const outcome = await deps.markUnpaidOrderRefunded(order, intent.id, change);
  if (outcome.changed) return outcome;
  // The provider's event of this very refund was recorded first, as the provider's: the refund is the shop's, for a late payment.
  const current = await deps.getOrder(order._id);
  if (current?.status === 'refunded' && current.refundSource === 'provider' && current.transactionId === intent.id) {
    return deps.claimProviderRefund(order._id, intent.id, change);
  }
  return outcome;
}

/** Paid in a second tab, or a wrong amount: it goes back at once and the order lists it. */
async function refundExtraPayment(deps: RecordPaymentDeps, order: Order, intent: PaymentIntentFacts): Promise<RecordPaymentResult> {
  await deps.refundPayment(intent.id, extraPaymentRefundKey(intent.id));
  await deps.recordExtraPaymentRefund(order._id, intent.id);
  const current = (await deps.getOrder(order._id)) ?? order;
  return { outcome: 'refunded', order: current };
}

/** Only the order's own payment (succeeded, exactly the stored USD total) marks it paid; any other is refunded at once. */
export async function recordSucceededPayment(deps: RecordPaymentDeps, read: Order, intent: PaymentIntentFacts): Promise<RecordPaymentResult> {
  let order = read;
  for (let attempt = 1; ; attempt++) {
    if (isRecordedPayment(order, intent.id)) return { outcome: order.status === 'refunded' ? 'refunded' : 'already-paid', order };
    if (isRefundedExtraPayment(order, intent.id)) return { outcome: 'refunded', order };
    if (intent.metadata.orderId !== order._id || intent.status !== 'succeeded')
      throw new ConflictError(paymentMismatch(order, intent) ?? 'This payment does not pay this order');
    const mismatch = paymentMismatch(order, intent);

    let changed: boolean;
    if (order.status === 'cancelled') {
      changed = (await refundLatePayment(deps, order, intent)).changed;
    } else if (order.status === 'Not paid' && !mismatch) {
      const paidAt = deps.now().toISOString();
      changed =
        (await deps.markOrderPaid({ orderId: order._id, userId: order.userId, transactionId: intent.id, amountCents: intent.amount, paidAt })) === 'paid';
      if (changed) {
        await countBusinessEvent('PaymentsRecorded');
        return { outcome: 'paid', order: { ...order, status: 'paid', transactionId: intent.id, paidAt } };
      }
    } else {
      return refundExtraPayment(deps, order, intent);
    }
    // Changed in between (the webhook and the browser racing, a cancel, a refund event): read it again.
    const current = await deps.getOrder(order._id);
    if (!current) throw new NotFoundError(`No order with id ${order._id}`);
    if (changed) return { outcome: 'refunded', order: current };
    if (attempt >= ATTEMPTS) throw new ConflictError('The order changed, reload it and try again');
    order = current;
  }
}
