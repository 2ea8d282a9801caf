import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import { scheduledEvent } from '../../infra/local/local-triggers.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { confirmCardAtStandIn } from '../support/card-payments.js';
import { addTool, readTool } from '../support/catalog.js';
import { clockPasses, eventually } from '../support/eventually.js';
import { placeOrder } from '../support/orders.js';
import { eventsAbout, providerDashboard } from '../support/provider.js';
import { runFunction } from '../support/run-function.js';
import { confirmCard, createIntent, paidOrder, VISA_OK } from '../security/support/payments.js';

const readOrder = async (user: SignedInUser, orderId: string) => (await callApi<Order>('GET', `/pay/${orderId}`, { auth: user.token })).body;
const myOrderIds = async (user: SignedInUser) =>
  (await callApi<{ orders: Order[] }>('GET', `/myorder/${encodeURIComponent(user.email)}`, { auth: user.token })).body.orders.map((o) => o._id);
const cancel = (user: SignedInUser, orderId: string) =>
  callApi<{ order?: Order; message?: string }>('DELETE', `/myordercancel/${orderId}/${encodeURIComponent(user.email)}`, { auth: user.token });
const refund = (user: SignedInUser, orderId: string) => callApi<{ order?: Order; message?: string }>('POST', `/refund/${orderId}`, { auth: user.token });
const intentStatus = async (id: string) => (await providerDashboard().paymentIntents.retrieve(id)).status;

describe('the order lifecycle on the local stack', () => {
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    admin = await seededAdmin();
    buyer = await freshCustomer('lifecycle');
    toolId = await addTool(admin.token, { available: 1_000, minimum: 10, price: 12.35 });
  });

  it('cancelling an order cancels its payment intent, so the card confirmed later is refused; the order leaves My orders', async () => {
    const order = await placeOrder(buyer, toolId, 10);
    const { clientSecret, intentId } = await createIntent(buyer, order._id);
    const stockBefore = (await readTool(toolId)).available;

    const cancelled = await cancel(buyer, order._id);
    const lateCard = await confirmCardAtStandIn(clientSecret, VISA_OK);

    expect(cancelled.status).toBe(200);
    expect(await intentStatus(intentId)).toBe('canceled');
    expect(lateCard.status).toBe(400);
    expect(lateCard.body.error?.code).toBe('payment_intent_unexpected_state');
    expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'owner' });
    expect(await myOrderIds(buyer)).not.toContain(order._id);
    expect((await readTool(toolId)).available).toBe(stockBefore + 10);
  });

  it('lets an admin cancel a customer’s unpaid order, and shows it to admins as cancelled by the shop', async () => {
    const order = await placeOrder(buyer, toolId, 11);

    expect((await cancel(admin, order._id)).status).toBe(200);

    const all = (await callApi<Order[]>('GET', `/allorders/${encodeURIComponent(admin.email)}`, { auth: admin.token })).body;
    expect(all.find((o) => o._id === order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'admin' });
  });

  it('cancels an unpaid order whose hold ended when the scheduled function runs: stock back, intent cancelled, once', async () => {
    const order = await placeOrder(buyer, toolId, 12);
    const { intentId } = await createIntent(buyer, order._id);
    const stockBefore = (await readTool(toolId)).available;
    // The test stack holds stock for 3 seconds: wait until this order's hold has ended.
    await clockPasses(order.holdExpiresAt ?? '');

    const first = await runFunction<{ expired: string[] }>('expire-unpaid-orders', scheduledEvent());
    const second = await runFunction<{ expired: string[] }>('expire-unpaid-orders', scheduledEvent());

    expect(first.expired).toContain(order._id);
    expect(second.expired).not.toContain(order._id);
    expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'hold-expired' });
    expect(await intentStatus(intentId)).toBe('canceled');
    expect((await readTool(toolId)).available).toBe(stockBefore + 12);
  });

  it('refunds a paid order for the admin, gives its stock back, and refunds nothing twice when repeated', async () => {
    const order = await paidOrder(buyer, toolId, 13);
    const stockBefore = (await readTool(toolId)).available;

    const first = await refund(admin, order._id);
    const second = await refund(admin, order._id);

    expect(first.status).toBe(200);
    expect(first.body.order).toMatchObject({ _id: order._id, status: 'refunded', refundSource: 'admin' });
    expect(second.status).toBe(200);
    expect(second.body.order?.refundId).toBe(first.body.order?.refundId);
    expect(await eventsAbout('refund.created', order.transactionId)).toHaveLength(1);
    expect((await readTool(toolId)).available).toBe(stockBefore + 13);
    expect((await readOrder(buyer, order._id)).status).toBe('refunded');
  });

  it('refunds a delivered order, and answers 409 for an unpaid one', async () => {
    const delivered = await paidOrder(buyer, toolId, 14);
    await callApi('POST', `/delivered/${delivered._id}`, { auth: admin.token, body: { carrier: 'DHL', trackingNumber: 'JD014600' } });
    const unpaid = await placeOrder(buyer, toolId, 15);

    expect((await refund(admin, delivered._id)).body.order).toMatchObject({ status: 'refunded' });
    expect((await refund(admin, unpaid._id)).status).toBe(409);
    expect((await readOrder(buyer, unpaid._id)).status).toBe('Not paid');
  });

  it('refunds a payment that succeeds for an order cancelled before it arrived, and the order records it', async () => {
    const order = await placeOrder(buyer, toolId, 16);
    // A payment intent the shop never heard of (its answer was lost), so cancelling the order cannot cancel it.
    const stray = await providerDashboard().paymentIntents.create({ amount: order.amountCents, currency: 'usd', metadata: { orderId: order._id } });
    await cancel(buyer, order._id);

    const confirmed = await confirmCard(stray.client_secret ?? '', VISA_OK);

    const settled = await eventually(
      () => readOrder(buyer, order._id),
      (current) => current.status === 'refunded',
    );
    expect(settled).toMatchObject({ status: 'refunded', refundSource: 'late-payment', transactionId: confirmed });
    expect(await eventsAbout('refund.created', confirmed)).toHaveLength(1);
  });
});
