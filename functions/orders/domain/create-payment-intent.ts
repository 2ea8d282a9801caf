import type { Caller } from '../../platform/app-token.js';
import { ConflictError } from '../../platform/errors.js';
import type { Order } from '../contract/order.js';
import type { NewPaymentIntent } from '../gateways/payments-provider.js';
import { ownOrderForPayment } from './payment-order-access.js';
import { PAYMENT_CURRENCY } from './record-payment.js';
import { statusOf, type ChangeOutcome } from '../store/order-lifecycle-repository.js';
import { logger } from '../../platform/logger.js';
import { cancelIntentIdempotencyKey } from './cancel-unpaid.js';

/** Stripe refuses charges below $0.50. */
export const MINIMUM_CHARGE_CENTS = 50;

export interface CreatePaymentIntentDeps {
  getOrder(orderId: string): Promise<Order | undefined>;
  createPaymentIntent(input: NewPaymentIntent): Promise<{ id: string; clientSecret: string }>;
  recordPaymentIntent(orderId: string, paymentIntentId: string, previous: string | undefined): Promise<ChangeOutcome>;
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<'canceled' | 'not-cancelable'>;
}

/** The key comes from the order and amount, so a retry or second tab gets the same intent: never charged twice. */
export async function createPaymentIntentForOrder(deps: CreatePaymentIntentDeps, caller: Caller, orderId: string): Promise<{ clientSecret: string }> {
  const order = await ownOrderForPayment(deps.getOrder, caller, orderId);
  if (order.status !== 'Not paid') throw new ConflictError(`This order is already ${order.status}`);
  if (order.amountCents < MINIMUM_CHARGE_CENTS) throw new ConflictError('The order total is below the minimum card payment of $0.50');
  const { id, clientSecret } = await deps.createPaymentIntent({
    orderId: order._id,
    amountCents: order.amountCents,
    currency: PAYMENT_CURRENCY,
    idempotencyKey: paymentIntentIdempotencyKey(order),
  });
  if (order.paymentIntentId !== id) {
    // The order keeps its intent so that cancelling the order cancels it, and only in place of the one
    // read: cancelled, paid or given another intent in between, this one is cancelled here.
    const recorded = await deps.recordPaymentIntent(order._id, id, order.paymentIntentId);
    // A second tab that asked at the same moment got the same intent (the same idempotency key) and recorded it first.
    if (!recorded.changed && recorded.current?.paymentIntentId?.S === id && statusOf(recorded.current) === 'Not paid') return { clientSecret };
    if (!recorded.changed) {
      await deps.cancelPaymentIntent(id, cancelIntentIdempotencyKey(id));
      throw new ConflictError(
        statusOf(recorded.current) === 'Not paid' ? 'The order changed, reload it and try again' : 'This order is no longer waiting for payment',
      );
    }
    // The replaced intent can no longer be paid; one already paid is refunded when its payment arrives.
    if (order.paymentIntentId) await cancelReplacedIntent(deps, order.paymentIntentId);
  }
  return { clientSecret };
}

export function paymentIntentIdempotencyKey(order: Pick<Order, '_id' | 'amountCents'>): string {
  return `order-payment-${order._id}-${order.amountCents}-${PAYMENT_CURRENCY}`;
}

async function cancelReplacedIntent(deps: CreatePaymentIntentDeps, paymentIntentId: string): Promise<void> {
  try {
    await deps.cancelPaymentIntent(paymentIntentId, cancelIntentIdempotencyKey(paymentIntentId));
  } catch (error) {
    await logger.warn('Could not cancel a replaced payment intent; a payment of it will be refunded', { paymentIntentId, reason: (error as Error).message });
  }
}
