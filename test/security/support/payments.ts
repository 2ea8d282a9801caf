/** The card payment steps of the local stack: the backend's calls and the browser's confirm at the stand-in. */
import Stripe from 'stripe';
import type { Order } from '../../../functions/schemas/order.js';
import { LOCAL_SECRETS } from '../../../infra/local/local-config.js';
import { VISA_OK } from '../../../infra/local/stripe-stand-in/card-confirmation.js';
import type { SignedInUser } from '../../support/accounts.js';
import { callApi } from '../../support/api-client.js';
import { confirmCardAtStandIn } from '../../support/card-payments.js';
import { placeOrder } from '../../support/orders.js';

export { VISA_OK };

export async function createIntent(user: SignedInUser, orderId: string): Promise<{ clientSecret: string; intentId: string }> {
  const response = await callApi<{ clientSecret?: string; message?: string }>('POST', '/create-payment-intent', { auth: user.token, body: { orderId } });
  if (response.status !== 200 || !response.body.clientSecret) {
    throw new Error(`POST /create-payment-intent answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return { clientSecret: response.body.clientSecret, intentId: response.body.clientSecret.split('_secret_')[0] ?? '' };
}

/** What the pay page does in the browser; the confirm must succeed. Returns the PaymentIntent id. */
export async function confirmCard(clientSecret: string, cardNumber = VISA_OK): Promise<string> {
  const confirmed = await confirmCardAtStandIn(clientSecret, cardNumber);
  if (confirmed.status !== 200) throw new Error(`confirm at the stand-in answered ${confirmed.status}`);
  return confirmed.id;
}

export const reportPayment = (user: SignedInUser, orderId: string, transactionId: string) =>
  callApi<{ acknowledged?: boolean; modifiedCount?: number; message?: string }>('PATCH', `/pay/${encodeURIComponent(orderId)}`, {
    auth: user.token,
    body: { orderId, transactionId },
  });

/** An order the owner placed and paid by card (the browser reported it; the webhook then changes nothing). */
export async function paidOrder(owner: SignedInUser, toolId: string, quantity: number): Promise<Order & { transactionId: string }> {
  const order = await placeOrder(owner, toolId, quantity);
  const intentId = await confirmCard((await createIntent(owner, order._id)).clientSecret);
  const reported = await reportPayment(owner, order._id, intentId);
  if (reported.status !== 200) throw new Error(`PATCH /pay/${order._id} answered ${reported.status}: ${JSON.stringify(reported.body)}`);
  return { ...order, status: 'paid', transactionId: intentId };
}

/** A payment_intent.succeeded event for the order, signed with the local webhook secret as the provider would. */
export function signedPaymentEvent(order: Pick<Order, '_id' | 'amountCents'>, intentId: string, eventId = `evt_${intentId}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: intentId, object: 'payment_intent', amount: order.amountCents, currency: 'usd', status: 'succeeded', metadata: { orderId: order._id } },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET });
  return { payload, signature };
}

export const deliverWebhook = (event: { payload: string; signature: string }) =>
  callApi<{ received?: boolean; outcome?: string; message?: string }>('POST', '/stripe-webhook', {
    rawBody: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
