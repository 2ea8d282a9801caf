/** The card payment steps of the local stack: the backend's calls and the browser's confirm at the stand-in. */
import type { OrderAnswer as Order } from '../../../functions/orders/contract/order.js';
import { STRIPE_API_VERSION } from '../../../functions/orders/gateways/stripe-client.js';
import { LOCAL_SECRETS } from '../../../infra/local/local-config.js';
import { VISA_OK } from '../../../infra/local/stripe-stand-in/card-confirmation.js';
import { buildEvent, signedDelivery } from '../../../infra/local/stripe-stand-in/webhooks.js';
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
export function paidOrder(owner: SignedInUser, toolId: string, quantity: number): Promise<Order & { transactionId: string }> {
  return payOrder(owner, placeOrder(owner, toolId, quantity));
}

/** The owner's order, once placed, paid by card as the pay page does. */
export async function payOrder(owner: SignedInUser, placed: Promise<Order>): Promise<Order & { transactionId: string }> {
  const order = await placed;
  const intentId = await confirmCard((await createIntent(owner, order._id)).clientSecret);
  const reported = await reportPayment(owner, order._id, intentId);
  if (reported.status !== 200) throw new Error(`PATCH /pay/${order._id} answered ${reported.status}: ${JSON.stringify(reported.body)}`);
  return { ...order, status: 'paid', transactionId: intentId };
}

/**
 * A payment_intent.succeeded event for the order, made and signed with the local webhook secret as
 * the stand-in makes and signs its own, for a payment the test names (it need not exist at the stand-in).
 */
export function signedPaymentEvent(order: Pick<Order, '_id' | 'amountCents'>, intentId: string, eventId = `evt_${intentId}`) {
  const intent = { id: intentId, object: 'payment_intent', amount: order.amountCents, currency: 'usd', status: 'succeeded', metadata: { orderId: order._id } };
  const event = buildEvent('payment_intent.succeeded', intent, STRIPE_API_VERSION, { id: null, idempotency_key: null });
  return signedDelivery({ ...event, id: eventId }, LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET);
}
