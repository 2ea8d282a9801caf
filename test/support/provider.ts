/**
 * The payment provider as the tests see it: the stand-in through the real `stripe` SDK (what the
 * provider's dashboard would do), and its events delivered to the webhook again, signed.
 */
import Stripe from 'stripe';
import { inject } from 'vitest';
import { LOCAL_SECRETS } from '../../infra/local/local-config.js';
import { signedDelivery } from '../../infra/local/stripe-stand-in/webhooks.js';
import { callApi } from './api-client.js';

export function providerDashboard(): Stripe {
  const { hostname, port } = new URL(inject('localStack').paymentUrl);
  return new Stripe(LOCAL_SECRETS.STRIPE_SECRET_KEY, { apiVersion: '2026-10-28.endive', host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
}

const paymentIntentOf = (event: Stripe.Event): string | undefined => {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | null };
  return object.object === 'payment_intent' ? object.id : (object.payment_intent ?? undefined);
};

/** The events of this type the provider sent about one PaymentIntent. */
export async function eventsAbout(type: string, paymentIntentId: string): Promise<Stripe.Event[]> {
  const { data } = await providerDashboard().events.list({ type, limit: 100 });
  return data.filter((event) => paymentIntentOf(event) === paymentIntentId);
}

/** Delivers a provider event to the webhook endpoint, as the provider sends it. */
export const deliverWebhook = (event: { payload: string; signature: string }) =>
  callApi<{ received?: boolean; outcome?: string; message?: string }>('POST', '/stripe-webhook', {
    rawBody: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });

/** Delivers a provider event to the webhook again (as the provider does when unsure it arrived), freshly signed. */
export const redeliver = (event: Stripe.Event) => deliverWebhook(signedDelivery(event, LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET));
