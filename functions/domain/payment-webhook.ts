import { HttpError } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import type { PaymentIntentFacts } from '../repositories/payments-provider.js';
import { recordSucceededPayment, type RecordPaymentDeps } from './record-payment.js';

export interface PaymentEvent {
  id: string;
  type: string;
  /** The PaymentIntent of a payment_intent.* event. */
  paymentIntent?: PaymentIntentFacts;
}

export type WebhookOutcome = 'paid' | 'already-paid' | 'ignored' | 'rejected';

/**
 * A verified provider event. payment_intent.succeeded records the payment like PATCH /pay does;
 * everything else is acknowledged and ignored. An event that cannot pay its order is acknowledged
 * too (and logged): the provider would otherwise redeliver it for days with the same result.
 */
export async function handlePaymentEvent(deps: RecordPaymentDeps, event: PaymentEvent): Promise<{ received: true; outcome: WebhookOutcome }> {
  const intent = event.paymentIntent;
  if (event.type !== 'payment_intent.succeeded' || !intent) return { received: true, outcome: 'ignored' };
  const orderId = intent.metadata.orderId;
  const order = orderId ? await deps.getOrder(orderId) : undefined;
  if (!order) {
    logger.warn('Payment event for an unknown order', { eventId: event.id, paymentIntentId: intent.id, orderId });
    return { received: true, outcome: 'rejected' };
  }
  try {
    const { outcome } = await recordSucceededPayment(deps, order, intent);
    return { received: true, outcome };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    logger.warn('Payment event not recorded', { eventId: event.id, paymentIntentId: intent.id, orderId, reason: error.message });
    return { received: true, outcome: 'rejected' };
  }
}
