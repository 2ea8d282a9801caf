import { HttpError, ServiceUnavailableError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import type { DisputeOutcome, Order } from '../contract/order.js';
import type { PaymentIntentFacts } from '../gateways/payments-provider.js';
import type { ChangeOutcome, RefundChange } from '../store/order-lifecycle-repository.js';
import { INVOICE_PAYMENT_KIND, recordInvoiceCardPayment } from './invoice-card-payment.js';
import type { AccountPaymentDeps } from './record-account-payment.js';
import { isRefundedExtraPayment, paymentMismatch, recordSucceededPayment, type RecordPaymentDeps } from './record-payment.js';

/** A verified provider event, reduced to what the shop acts on. */
export type PaymentEvent =
  | { id: string; type: 'payment_intent.succeeded'; paymentIntent: PaymentIntentFacts }
  | { id: string; type: 'payment_intent.payment_failed'; paymentIntent: PaymentIntentFacts; errorMessage: string }
  /** A charge refunded at the provider; `amountRefunded`: the cents refunded so far, all refunds of the charge together. */
  | { id: string; type: 'charge.refunded'; paymentIntentId: string; amountRefunded: number }
  | { id: string; type: 'charge.dispute.created'; paymentIntentId: string }
  | { id: string; type: 'charge.dispute.closed'; paymentIntentId: string; outcome: DisputeOutcome }
  | { id: string; type: 'other' };

export interface PaymentEventDeps extends RecordPaymentDeps, Pick<AccountPaymentDeps, 'writeAccountPayment'> {
  retrievePaymentIntent(id: string): Promise<PaymentIntentFacts | undefined>;
  recordPaymentError(orderId: string, message: string): Promise<ChangeOutcome>;
  markOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome>;
  recordPartialRefund(orderId: string, transactionId: string, refundedCents: number): Promise<ChangeOutcome>;
  markOrderDisputed(orderId: string, transactionId: string): Promise<ChangeOutcome>;
  markDisputeClosed(orderId: string, transactionId: string, outcome: DisputeOutcome): Promise<ChangeOutcome>;
}

export type WebhookOutcome =
  'paid' | 'already-paid' | 'refunded' | 'partly-refunded' | 'payment-failed' | 'disputed' | 'dispute-closed' | 'unchanged' | 'ignored' | 'rejected';

/** How many times an event is applied to the order read again after a change raced it. */
const ATTEMPTS = 3;

/** Events that change nothing are acknowledged too (else redelivered for days); conditional writes make the outcome independent of arrival order. */
export async function handlePaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<{ received: true; outcome: WebhookOutcome }> {
  if (event.type === 'other') return { received: true, outcome: 'ignored' };
  const intent = 'paymentIntent' in event ? event.paymentIntent : await deps.retrievePaymentIntent(event.paymentIntentId);
  const orderId = intent?.metadata.orderId;
  let order = orderId ? await deps.getOrder(orderId) : undefined;
  if (!intent || !order) {
    await logger.warn('Payment event for an unknown order', { eventId: event.id, type: event.type, orderId });
    return { received: true, outcome: 'rejected' };
  }
  // An on-account invoice paid by card: only its success is the shop's fact (a failure leaves the invoice as it was).
  if (intent.metadata.kind === INVOICE_PAYMENT_KIND) {
    if (event.type !== 'payment_intent.succeeded') return { received: true, outcome: 'ignored' };
    return { received: true, outcome: await recordInvoiceCardPayment(deps, intent) };
  }
  try {
    for (let attempt = 1; ; attempt++) {
      const outcome = await apply(deps, event, order, intent);
      if (outcome !== 'raced') return { received: true, outcome };
      const current = await deps.getOrder(order._id);
      if (!current || attempt >= ATTEMPTS) throw new ServiceUnavailableError('The order kept changing, deliver the event again');
      order = current;
    }
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    await logger.warn('Payment event not recorded', { eventId: event.id, type: event.type, orderId, reason: error.message });
    return { received: true, outcome: 'rejected' };
  }
}

const changedTo = (outcome: ChangeOutcome, to: WebhookOutcome): WebhookOutcome | 'raced' => (outcome.changed ? to : 'raced');

async function apply(
  deps: PaymentEventDeps,
  event: Exclude<PaymentEvent, { type: 'other' }>,
  order: Order,
  intent: PaymentIntentFacts,
): Promise<WebhookOutcome | 'raced'> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return (await recordSucceededPayment(deps, order, intent)).outcome;
    case 'payment_intent.payment_failed':
      if (order.status !== 'Not paid' || order.lastPaymentError === event.errorMessage) return 'unchanged';
      return changedTo(await deps.recordPaymentError(order._id, event.errorMessage), 'payment-failed');
    case 'charge.refunded':
      return applyRefund(deps, order, intent, event.amountRefunded);
    case 'charge.dispute.created':
      if (order.disputed) return 'unchanged';
      if (!ownPaymentRecorded(order, intent)) return 'unchanged';
      return changedTo(await deps.markOrderDisputed(order._id, intent.id), 'disputed');
    case 'charge.dispute.closed':
      if (order.disputeOutcome !== undefined) return 'unchanged';
      if (!ownPaymentRecorded(order, intent)) return 'unchanged';
      return changedTo(await deps.markDisputeClosed(order._id, intent.id, event.outcome), 'dispute-closed');
  }
}

/** The provider does not order deliveries: a dispute before its payment is recorded gets 503, so it is redelivered. */
function ownPaymentRecorded(order: Order, intent: PaymentIntentFacts): boolean {
  if (order.transactionId === intent.id) return true;
  if (order.status === 'Not paid' && intent.status === 'succeeded') throw new ServiceUnavailableError('The payment of this order is not recorded yet');
  return false;
}

/** Provider events come in any order: a partial refund before its payment is recorded gets 503 until it is. */
async function applyRefund(deps: PaymentEventDeps, order: Order, intent: PaymentIntentFacts, amountRefunded: number): Promise<WebhookOutcome | 'raced'> {
  const fully = amountRefunded >= intent.amount;
  const change: RefundChange = { at: deps.now().toISOString(), source: 'provider' };
  if (order.transactionId === intent.id && order.status !== 'Not paid') {
    if (order.status !== 'paid' && order.status !== 'delivered') return 'unchanged';
    if (fully) return changedTo(await deps.markOrderRefunded(order, intent.id, change), 'refunded');
    if (amountRefunded <= (order.refundedCents ?? 0)) return 'unchanged';
    return changedTo(await deps.recordPartialRefund(order._id, intent.id, amountRefunded), 'partly-refunded');
  }
  if (isRefundedExtraPayment(order, intent.id) || intent.status !== 'succeeded') return 'unchanged';
  const ownPayment = (order.status === 'Not paid' && !paymentMismatch(order, intent)) || order.status === 'cancelled';
  if (ownPayment) {
    if (fully) return changedTo(await deps.markUnpaidOrderRefunded(order, intent.id, change), 'refunded');
    if (order.status === 'Not paid') throw new ServiceUnavailableError('The payment of this order is not recorded yet');
    return 'unchanged';
  }
  if (!fully) return 'unchanged';
  return changedTo(await deps.recordExtraPaymentRefund(order._id, intent.id), 'refunded');
}
