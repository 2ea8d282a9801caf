import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { Order } from '../schemas/order.js';
import type { MarkOrderPaidInput, MarkOrderPaidOutcome } from '../repositories/order-payments-repository.js';
import type { PaymentIntentFacts } from '../repositories/payments-provider.js';
import type { ChangeOutcome, RefundChange } from '../repositories/order-lifecycle-repository.js';
import { LATE_PAYMENT_MESSAGE } from '../shared/alarm-log-messages.js';
import { logger } from '../shared/logger.js';
import { countBusinessEvent } from '../shared/metrics.js';

export const PAYMENT_CURRENCY = 'usd';

export interface RecordPaymentDeps {
  getOrder(orderId: string): Promise<Order | undefined>;
  markOrderPaid(input: MarkOrderPaidInput): Promise<MarkOrderPaidOutcome>;
  now(): Date;
  refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
  recordLatePaymentRefund(orderId: string, transactionId: string, change: RefundChange): Promise<ChangeOutcome>;
}

export interface RecordPaymentResult {
  /**
   * 'already-paid': this very payment was recorded before; nothing changed.
   * 'refunded': the order was cancelled before the payment arrived, so the payment was refunded.
   */
  outcome: 'paid' | 'already-paid' | 'refunded';
  order: Order;
}

export const latePaymentRefundKey = (paymentIntentId: string) => `late-payment-refund-${paymentIntentId}`;

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

/**
 * A payment for an order cancelled before it arrived (its PaymentIntent could not be cancelled in
 * time): the money goes back at once, and the order records the refund. Repeats refund nothing twice.
 */
async function refundLatePayment(deps: RecordPaymentDeps, order: Order, intent: PaymentIntentFacts): Promise<RecordPaymentResult> {
  const { refundId } = await deps.refundPayment(intent.id, latePaymentRefundKey(intent.id));
  logger.warn(LATE_PAYMENT_MESSAGE, { orderId: order._id, paymentIntentId: intent.id });
  const change: RefundChange = { refundId, at: deps.now().toISOString(), source: 'late-payment' };
  const outcome = await deps.recordLatePaymentRefund(order._id, intent.id, change);
  const refunded: Order = { ...order, status: 'refunded', transactionId: intent.id, refundId, refundedAt: change.at, refundSource: 'late-payment' };
  if (outcome.changed) return { outcome: 'refunded', order: refunded };
  const current = await deps.getOrder(order._id);
  if (current && isRecordedPayment(current, intent.id)) return { outcome: 'refunded', order: current };
  throw new ConflictError(`This order is already ${current?.status ?? 'gone'}`);
}

/**
 * Marks the order paid with a PaymentIntent the provider confirmed: only when the payment is for
 * this order, succeeded, and charged exactly the stored total in USD. Recording the same payment
 * twice changes nothing; any other payment for a paid order is a conflict.
 * Shared by PATCH /pay/{orderId} and the provider's webhook.
 */
export async function recordSucceededPayment(deps: RecordPaymentDeps, order: Order, intent: PaymentIntentFacts): Promise<RecordPaymentResult> {
  if (isRecordedPayment(order, intent.id)) return { outcome: order.status === 'refunded' ? 'refunded' : 'already-paid', order };
  const mismatch = paymentMismatch(order, intent);
  if (order.status === 'cancelled' && !mismatch) return refundLatePayment(deps, order, intent);
  if (order.status !== 'Not paid') throw new ConflictError(`This order is already ${order.status}`);
  if (mismatch) throw new ConflictError(mismatch);

  const paidAt = deps.now().toISOString();
  const outcome = await deps.markOrderPaid({ orderId: order._id, transactionId: intent.id, amountCents: intent.amount, paidAt, sale: order });
  if (outcome === 'paid') {
    countBusinessEvent('PaymentsRecorded');
    return { outcome, order: { ...order, status: 'paid', transactionId: intent.id, paidAt } };
  }

  // Someone else changed the order in between (the webhook and the browser racing, or a cancel).
  const current = await deps.getOrder(order._id);
  if (!current) throw new NotFoundError(`No order with id ${order._id}`);
  // Refunded in between: the order was cancelled and the other caller refunded this very payment.
  if (isRecordedPayment(current, intent.id)) return { outcome: current.status === 'refunded' ? 'refunded' : 'already-paid', order: current };
  if (current.status === 'cancelled') return refundLatePayment(deps, current, intent);
  throw new ConflictError(current.status === 'Not paid' ? 'The order changed, reload it and try again' : `This order is already ${current.status}`);
}
