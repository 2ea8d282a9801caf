/** Provider failures become answers the client can act on (503, 502), never a 500. */
import type Stripe from 'stripe';
import { BadGatewayError, ServiceUnavailableError } from '../../platform/errors.js';
import { logger } from '../../platform/logger.js';
import { stripeClient, stripeSdk } from './stripe-client.js';

export interface PaymentIntentFacts {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface NewPaymentIntent {
  orderId: string;
  amountCents: number;
  currency: 'usd';
  idempotencyKey: string;
  /** What the intent pays, when not an unpaid order (an on-account invoice: 'invoice'). */
  kind?: string;
}

export async function createPaymentIntent(input: NewPaymentIntent): Promise<{ id: string; clientSecret: string }> {
  const stripe = await stripeClient();
  const intent = await callProvider(() =>
    stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        metadata: { orderId: input.orderId, ...(input.kind !== undefined && { kind: input.kind }) },
      },
      { idempotencyKey: input.idempotencyKey },
    ),
  );
  if (!intent.client_secret) throw new BadGatewayError('The payment provider answered without a client secret, please try again');
  return { id: intent.id, clientSecret: intent.client_secret };
}

/** undefined when the provider has no PaymentIntent with this id. */
export async function retrievePaymentIntent(id: string): Promise<PaymentIntentFacts | undefined> {
  const [stripe, { errors }] = await Promise.all([stripeClient(), stripeSdk()]);
  const intent = await callProvider(async () => {
    try {
      return await stripe.paymentIntents.retrieve(id);
    } catch (error) {
      if (error instanceof errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
      throw error;
    }
  });
  return intent && paymentIntentFacts(intent);
}

/** 'not-cancelable': it already succeeded or was cancelled; the caller's order state decides. */
export async function cancelPaymentIntent(id: string, idempotencyKey: string): Promise<'canceled' | 'not-cancelable'> {
  const [stripe, { errors }] = await Promise.all([stripeClient(), stripeSdk()]);
  return callProvider(async () => {
    try {
      await stripe.paymentIntents.cancel(id, {}, { idempotencyKey });
      return 'canceled' as const;
    } catch (error) {
      if (error instanceof errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return 'not-cancelable' as const;
      throw error;
    }
  });
}

/** The key makes a repeat answer the first refund; a payment already refunded in full answers the refund that emptied it. */
export async function refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<{ refundId: string }> {
  const [stripe, { errors }] = await Promise.all([stripeClient(), stripeSdk()]);
  const refund = await callProvider(async () => {
    try {
      return await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
    } catch (error) {
      if (!(error instanceof errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')) throw error;
      const [latest] = (await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 1 })).data;
      if (!latest) throw error;
      return latest;
    }
  });
  return { refundId: refund.id };
}

export function paymentIntentFacts(intent: Stripe.PaymentIntent): PaymentIntentFacts {
  return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency, metadata: { ...intent.metadata } };
}

async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await providerFailure(error, (await stripeSdk()).errors);
  }
}

async function providerFailure(error: unknown, errors: typeof Stripe.errors): Promise<Error> {
  if (!(error instanceof errors.StripeError)) return error as Error;
  const facts = { errorType: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId };
  if (error instanceof errors.StripeConnectionError) {
    await logger.warn('Payment provider unreachable', facts);
    return new ServiceUnavailableError('The payment provider could not be reached, please try again');
  }
  if (error instanceof errors.StripeRateLimitError) {
    await logger.warn('Payment provider busy', facts);
    return new ServiceUnavailableError('The payment provider is busy, please try again');
  }
  if (error instanceof errors.StripeAPIError || (error.statusCode ?? 0) >= 500) {
    await logger.warn('Payment provider failed', facts);
    return new BadGatewayError('The payment provider failed to answer, please try again');
  }
  // Bad key, wrong parameters, idempotency clash: our configuration or code is wrong, not the request.
  await logger.error('Payment provider refused a request', { ...facts, message: error.message });
  return new BadGatewayError('The payment provider refused the request, please try again later');
}
