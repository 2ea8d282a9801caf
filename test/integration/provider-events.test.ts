import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { confirmCardAtStandIn } from '../support/card-payments.js';
import { addTool, readTool } from '../support/catalog.js';
import { eventually } from '../support/eventually.js';
import { placeOrder } from '../support/orders.js';
import { eventsAbout, providerDashboard, redeliver } from '../support/provider.js';
import { confirmCard, createIntent, paidOrder } from '../security/support/payments.js';

const readOrder = async (user: SignedInUser, orderId: string) => (await callApi<Order>('GET', `/pay/${orderId}`, { auth: user.token })).body;

/** The provider's event, once it was sent; then delivered again, signed, as a provider retry would. */
async function redeliveredOnce(type: string, paymentIntentId: string) {
  const [event] = await eventually(
    () => eventsAbout(type, paymentIntentId),
    (events) => events.length > 0,
  );
  if (!event) throw new Error(`the provider sent no ${type} for ${paymentIntentId}`);
  return redeliver(event);
}

describe('payment provider events, each signed and delivered twice', () => {
  let buyer: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    const admin = await seededAdmin();
    buyer = await freshCustomer('events');
    toolId = await addTool(admin.token, { available: 1_000, minimum: 10, price: 12.35 });
  });

  it('payment_intent.succeeded pays the order once', async () => {
    const order = await placeOrder(buyer, toolId, 10);
    const intentId = await confirmCard((await createIntent(buyer, order._id)).clientSecret);
    await eventually(
      () => readOrder(buyer, order._id),
      (current) => current.status === 'paid',
    );

    const again = await redeliveredOnce('payment_intent.succeeded', intentId);

    expect(again.body).toEqual({ received: true, outcome: 'already-paid' });
    expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', transactionId: intentId });
  });

  it("payment_intent.payment_failed keeps the provider's message on the unpaid order for the pay page", async () => {
    const order = await placeOrder(buyer, toolId, 11);
    const declined = await confirmCardAtStandIn((await createIntent(buyer, order._id)).clientSecret, '4000000000009995');

    const failed = await eventually(
      () => readOrder(buyer, order._id),
      (current) => current.lastPaymentError !== undefined,
    );
    const again = await redeliveredOnce('payment_intent.payment_failed', declined.id);

    expect(failed).toMatchObject({ status: 'Not paid', lastPaymentError: 'Your card has insufficient funds.' });
    expect(again.body).toEqual({ received: true, outcome: 'unchanged' });
  });

  it('charge.refunded (a refund made in the provider’s dashboard) marks the order refunded and gives its stock back, once', async () => {
    const order = await paidOrder(buyer, toolId, 12);
    const stockBefore = (await readTool(toolId)).available;

    await providerDashboard().refunds.create({ payment_intent: order.transactionId });
    const refunded = await eventually(
      () => readOrder(buyer, order._id),
      (current) => current.status === 'refunded',
    );
    const again = await redeliveredOnce('charge.refunded', order.transactionId);

    expect(refunded).toMatchObject({ status: 'refunded', refundSource: 'provider' });
    expect(again.body).toEqual({ received: true, outcome: 'unchanged' });
    expect((await readTool(toolId)).available).toBe(stockBefore + 12);
  });

  it('charge.dispute.created flags the paid order as disputed, once', async () => {
    const order = await placeOrder(buyer, toolId, 13);
    const intentId = await confirmCard((await createIntent(buyer, order._id)).clientSecret, '4000000000000259');

    const disputed = await eventually(
      () => readOrder(buyer, order._id),
      (current) => current.disputed === true,
    );
    const again = await redeliveredOnce('charge.dispute.created', intentId);

    expect(disputed).toMatchObject({ status: 'paid', disputed: true });
    expect(again.body).toEqual({ received: true, outcome: 'unchanged' });
  });

  it('refuses a refund event whose signature does not match', async () => {
    const order = await paidOrder(buyer, toolId, 14);
    await providerDashboard().refunds.create({ payment_intent: order.transactionId });
    const [event] = await eventually(
      () => eventsAbout('charge.refunded', order.transactionId),
      (events) => events.length > 0,
    );

    const forged = await callApi('POST', '/stripe-webhook', {
      rawBody: JSON.stringify({ ...event, id: 'evt_forged' }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });

    expect(forged.status).toBe(400);
  });
});
