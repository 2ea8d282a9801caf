import { HttpError, ServiceUnavailableError } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import type { Order } from '../schemas/order.js';
import type { PaymentIntentFacts } from '../repositories/payments-provider.js';
import type { ChangeOutcome, RefundChange } from '../repositories/order-lifecycle-repository.js';
import { recordSucceededPayment, type RecordPaymentDeps } from './record-payment.js';

/** A verified provider event, reduced to what the shop acts on. */
export type PaymentEvent =
  | { id: string; type: 'payment_intent.succeeded'; paymentIntent: PaymentIntentFacts }
  | { id: string; type: 'payment_intent.payment_failed'; paymentIntent: PaymentIntentFacts; errorMessage: string }
  /** A charge refunded at the provider; `fully`: nothing of it is left. */
  | { id: string; type: 'charge.refunded'; paymentIntentId: string; fully: boolean }
  | { id: string; type: 'charge.dispute.created'; paymentIntentId: string }
  | { id: string; type: 'other' };

export interface PaymentEventDeps extends RecordPaymentDeps {
  retrievePaymentIntent(id: string): Promise<PaymentIntentFacts | undefined>;
  recordPaymentError(orderId: string, message: string): Promise<ChangeOutcome>;
  markOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome>;
  markOrderDisputed(orderId: string, transactionId: string): Promise<ChangeOutcome>;
}

export type WebhookOutcome = 'paid' | 'already-paid' | 'refunded' | 'payment-failed' | 'disputed' | 'unchanged' | 'ignored' | 'rejected';

/**
 * Every event is acknowledged once handled; one that cannot change its order is acknowledged too
 * (and logged): the provider would otherwise redeliver it for days with the same result. Each
 * change is conditional, so a repeated delivery changes nothing the second time.
 */
export async function handlePaymentEvent(deps: PaymentEventDeps, event: PaymentEvent): Promise<{ received: true; outcome: WebhookOutcome }> {
  if (event.type === 'other') return { received: true, outcome: 'ignored' };
  const intent = 'paymentIntent' in event ? event.paymentIntent : await deps.retrievePaymentIntent(event.paymentIntentId);
  const orderId = intent?.metadata.orderId;
  const order = orderId ? await deps.getOrder(orderId) : undefined;
  if (!intent || !order) {
    logger.warn('Payment event for an unknown order', { eventId: event.id, type: event.type, orderId });
    return { received: true, outcome: 'rejected' };
  }
  try {
    return { received: true, outcome: await apply(deps, event, order, intent) };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    logger.warn('Payment event not recorded', { eventId: event.id, type: event.type, orderId, reason: error.message });
    return { received: true, outcome: 'rejected' };
  }
}

async function apply(
  deps: PaymentEventDeps,
  event: Exclude<PaymentEvent, { type: 'other' }>,
  order: Order,
  intent: PaymentIntentFacts,
): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return (await recordSucceededPayment(deps, order, intent)).outcome;
    case 'payment_intent.payment_failed':
      if (order.status !== 'Not paid' || order.lastPaymentError === event.errorMessage) return 'unchanged';
      return (await deps.recordPaymentError(order._id, event.errorMessage)).changed ? 'payment-failed' : 'unchanged';
    case 'charge.refunded': {
      if (!event.fully || order.transactionId !== intent.id || (order.status !== 'paid' && order.status !== 'delivered')) return 'unchanged';
      const outcome = await deps.markOrderRefunded(order, intent.id, { at: deps.now().toISOString(), source: 'provider' });
      return outcome.changed ? 'refunded' : 'unchanged';
    }
    case 'charge.dispute.created':
      if (order.disputed) return 'unchanged';
      if (order.transactionId !== intent.id) {
        // The provider does not order its deliveries: the payment's own event may still be on its way.
        // A 503 has the dispute delivered again, by when the payment is recorded.
        if (order.status === 'Not paid' && intent.status === 'succeeded') throw new ServiceUnavailableError('The payment of this order is not recorded yet');
        return 'unchanged';
      }
      return (await deps.markOrderDisputed(order._id, intent.id)).changed ? 'disputed' : 'unchanged';
  }
}
