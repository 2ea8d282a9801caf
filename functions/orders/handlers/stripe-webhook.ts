import type Stripe from 'stripe';
import { handlePaymentEvent, type PaymentEvent } from '../domain/payment-webhook.js';
import { getOrderConsistently, markOrderPaid } from '../store/order-payments-repository.js';
import {
  markDisputeClosed,
  markOrderDisputed,
  markOrderRefunded,
  markUnpaidOrderRefunded,
  claimProviderRefund,
  recordExtraPaymentRefund,
  recordPartialRefund,
  recordPaymentError,
  writeAccountPayment,
} from '../store/order-lifecycle-repository.js';
import { paymentIntentFacts, refundPayment, retrievePaymentIntent } from '../gateways/payments-provider.js';
import { BadRequestError } from '../../platform/errors.js';
import { createHandler, noSchemas, ok } from '../../platform/http-handler.js';
import { stripeSdk, webhookSecret } from '../gateways/stripe-client.js';
import { readingSecretsAhead } from '../../platform/config.js';
import { DISPUTE_OUTCOMES } from '../contract/order-statuses.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = {
  getOrder: getOrderConsistently,
  markOrderPaid,
  now: () => new Date(),
  refundPayment,
  markUnpaidOrderRefunded,
  claimProviderRefund,
  recordExtraPaymentRefund,
  retrievePaymentIntent,
  recordPaymentError,
  markOrderRefunded,
  recordPartialRefund,
  markOrderDisputed,
  markDisputeClosed,
  writeAccountPayment,
};

/** No body schema: the signature is checked on the raw body exactly as Stripe sent it. */
export const handler = readingSecretsAhead(
  createHandler(routeOf(ordersRoutes, 'stripe-webhook'), noSchemas, async ({ rawBody, headers }) => {
    const signature = headers['stripe-signature'];
    if (!signature) throw BadRequestError.forField('stripe-signature', 'the signature header is missing');
    // The SDK loads while the secret is read: the signature comes before any DynamoDB call here.
    const [secret, sdk] = await Promise.all([webhookSecret(), stripeSdk()]);
    const event = verifiedEvent(sdk, rawBody, signature, secret);
    return ok(await handlePaymentEvent(deps, event));
  }),
);

function verifiedEvent(sdk: typeof Stripe, rawBody: string, signature: string, secret: string): PaymentEvent {
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
  return shopEvent(event);
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

function shopEvent(event: Stripe.Event): PaymentEvent {
  const { id } = event;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id, type: event.type, paymentIntent: paymentIntentFacts(event.data.object) };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const errorMessage = intent.last_payment_error?.message ?? 'The payment failed';
      return { id, type: event.type, paymentIntent: paymentIntentFacts(intent), errorMessage };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) break;
      return {
        id,
        type: event.type,
        paymentIntentId,
        amountRefunded: charge.refunded ? Math.max(charge.amount, charge.amount_refunded) : charge.amount_refunded,
      };
    }
    case 'charge.dispute.created': {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      if (!paymentIntentId) break;
      return { id, type: event.type, paymentIntentId };
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentIntentId = idOf(dispute.payment_intent);
      // 'warning_closed' (an inquiry that never became a dispute) settles nothing.
      const outcome = DISPUTE_OUTCOMES.find((settled) => settled === dispute.status);
      if (!paymentIntentId || !outcome) break;
      return { id, type: event.type, paymentIntentId, outcome };
    }
  }
  return { id, type: 'other' };
}
