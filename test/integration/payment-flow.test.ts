import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { confirmCardAtStandIn } from '../support/card-payments.js';
import { addTool } from '../support/catalog.js';
import { placeOrder } from '../support/orders.js';
import { eventually } from '../support/eventually.js';

const paymentUrl = () => inject('localStack').paymentUrl;

const createIntent = (user: SignedInUser, orderId: string, price?: number) =>
  callApi<{ clientSecret: string; message?: string }>('POST', '/create-payment-intent', { auth: user.token, body: { orderId, price } });

const reportPayment = (user: SignedInUser, orderId: string, transactionId: string) =>
  callApi<{ acknowledged?: boolean; message?: string }>('PATCH', `/pay/${orderId}`, { auth: user.token, body: { orderId, transactionId } });

const readOrder = async (user: SignedInUser, orderId: string) => (await callApi<Order>('GET', `/pay/${orderId}`, { auth: user.token })).body;

describe('paying for an order by card', () => {
  let admin: SignedInUser;
  let buyer: SignedInUser;
  /** The buyer leaves three orders unpaid (the most an account may hold) before the last test, whose order is this customer's. */
  let otherBuyer: SignedInUser;
  let stranger: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    admin = await seededAdmin();
    [buyer, otherBuyer, stranger] = await Promise.all([freshCustomer('payer'), freshCustomer('payer-2'), freshCustomer('stranger')]);
    toolId = await addTool(admin.token, { available: 1_000, minimum: 10, price: 12.35 });
  });

  it('charges the stored total, marks the order paid after a 4242 payment, and lets the admin ship it', async () => {
    const order = await placeOrder(buyer, toolId, 20);

    const intent = await createIntent(buyer, order._id, 0.01);
    expect(intent.status).toBe(200);
    const confirmed = await confirmCardAtStandIn(intent.body.clientSecret, '4242424242424242');
    expect(confirmed.body.status).toBe('succeeded');
    const intentAtProvider = await fetch(`${paymentUrl()}/v1/payment_intents/${confirmed.id}`, {
      headers: { authorization: 'Bearer sk_test_integration' },
    }).then((response) => response.json() as Promise<{ amount: number; currency: string }>);
    expect(intentAtProvider).toMatchObject({ amount: 24_700, currency: 'usd' }); // 12.35 x 20, not the 0.01 sent

    const reported = await reportPayment(buyer, order._id, confirmed.id);
    expect(reported.status).toBe(200);
    expect(reported.body.acknowledged).toBe(true);
    expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', transactionId: confirmed.id });

    const again = await reportPayment(buyer, order._id, confirmed.id);
    expect(again.status).toBe(200);
    expect(await createIntent(buyer, order._id)).toMatchObject({ status: 409 });

    const delivered = await callApi('POST', `/delivered/${order._id}`, { auth: admin.token });
    expect(delivered.status).toBe(200);
    expect((await readOrder(buyer, order._id)).status).toBe('delivered');
    expect((await readOrder(admin, order._id)).status).toBe('delivered');
  });

  it('gives a retry or a second tab the same payment intent', async () => {
    const order = await placeOrder(buyer, toolId, 10);
    const [first, second] = await Promise.all([createIntent(buyer, order._id), createIntent(buyer, order._id)]);
    expect(first.body.clientSecret).toBeDefined();
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
  });

  it('marks the order paid from the signed webhook alone, when the browser never reports back', async () => {
    const order = await placeOrder(buyer, toolId, 11);
    const intent = await createIntent(buyer, order._id);
    const confirmed = await confirmCardAtStandIn(intent.body.clientSecret, '4242424242424242');
    expect(confirmed.body.status).toBe('succeeded');

    const paid = await eventually(
      () => readOrder(buyer, order._id),
      (current) => current.status === 'paid',
    );

    expect(paid).toMatchObject({ status: 'paid', transactionId: confirmed.id });
  });

  it('leaves the order unpaid when the card is declined, with the provider’s message', async () => {
    const order = await placeOrder(buyer, toolId, 12);
    const intent = await createIntent(buyer, order._id);

    const declined = await confirmCardAtStandIn(intent.body.clientSecret, '4000000000009995');
    const reported = await reportPayment(buyer, order._id, declined.id);

    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined', message: 'Your card has insufficient funds.' });
    expect(reported.status).toBe(409);
    expect((await readOrder(buyer, order._id)).status).toBe('Not paid');
  });

  it('refuses to start or record a payment for someone else’s order', async () => {
    const order = await placeOrder(buyer, toolId, 13);
    const intent = await createIntent(buyer, order._id);
    const confirmed = await confirmCardAtStandIn(intent.body.clientSecret, '4242424242424242');

    expect((await createIntent(stranger, order._id)).status).toBe(403);
    expect((await reportPayment(stranger, order._id, confirmed.id)).status).toBe(403);
  });

  it('rejects an unsigned webhook and changes nothing', async () => {
    const order = await placeOrder(otherBuyer, toolId, 14);
    const forged = {
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_forged',
          object: 'payment_intent',
          amount: order.amountCents,
          currency: 'usd',
          status: 'succeeded',
          metadata: { orderId: order._id },
        },
      },
    };

    const response = await callApi('POST', '/stripe-webhook', { body: forged, headers: { 'stripe-signature': 't=1,v1=00' } });

    expect(response.status).toBe(400);
    expect((await readOrder(otherBuyer, order._id)).status).toBe('Not paid');
  });
});
