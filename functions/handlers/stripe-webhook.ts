import type Stripe from 'stripe';
import { handlePaymentEvent, type PaymentEvent } from '../domain/payment-webhook.js';
import { getOrderForPayment, markOrderPaid } from '../repositories/order-payments-repository.js';
import { paymentIntentFacts } from '../repositories/payments-provider.js';
import { BadRequestError } from '../shared/errors.js';
import { createHandler, noSchemas, ok } from '../shared/http-handler.js';
import { stripeSdk, webhookSecret } from '../shared/stripe-client.js';

const deps = { getOrder: getOrderForPayment, markOrderPaid, now: () => new Date() };

/** No body schema: the signature is checked on the raw body exactly as Stripe sent it. */
export const handler = createHandler('stripe-webhook', noSchemas, async ({ rawBody, headers }) => {
  const signature = headers['stripe-signature'];
  if (!signature) throw BadRequestError.forField('stripe-signature', 'the signature header is missing');
  const event = await verifiedEvent(rawBody, signature, await webhookSecret());
  return ok(await handlePaymentEvent(deps, event));
});

async function verifiedEvent(rawBody: string, signature: string, secret: string): Promise<PaymentEvent> {
  const sdk = await stripeSdk();
  let event: Stripe.Event;
  try {
    // Checks the v1 HMAC and that the timestamp is within the default 5-minute tolerance.
    event = sdk.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof sdk.errors.StripeSignatureVerificationError) {
      throw BadRequestError.forField('stripe-signature', 'the signature does not match the body or is too old');
    }
    throw BadRequestError.forField('body', 'not a valid event');
  }
  const isPaymentIntent = event.type.startsWith('payment_intent.') && (event.data.object as { object?: string }).object === 'payment_intent';
  return {
    id: event.id,
    type: event.type,
    paymentIntent: isPaymentIntent ? paymentIntentFacts(event.data.object as Stripe.PaymentIntent) : undefined,
  };
}
