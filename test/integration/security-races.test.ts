/**
 * Races against the real local API and DynamoDB Local: many buyers for the last units, a cancel
 * racing a payment, admins racing to ship, and the provider redelivering a webhook.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import type { Tool } from '../../functions/catalog/contract/tool.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { callApi } from '../support/api-client.js';
import { withRetryOn503 } from '../support/retry.js';
import { addTool } from '../support/catalog.js';
import { placeOrder, purchase, type PurchaseAnswer } from '../support/orders.js';
import { confirmCard, createIntent, paidOrder, reportPayment, signedPaymentEvent } from '../security/support/payments.js';
import { deliverWebhook } from '../support/provider.js';
import { snapshotTables } from '../security/support/table-snapshot.js';
import { numberedOrder } from '../support/trade-documents.js';

async function storedTool(id: string): Promise<Tool> {
  const tool = (await snapshotTables()).tools.find((item) => item._id === id);
  if (!tool) throw new Error(`tool ${id} is gone`);
  return tool as unknown as Tool;
}

const storedOrders = async (filter: (order: Order) => boolean) => ((await snapshotTables()).orders as unknown as Order[]).filter(filter);

describe('races', () => {
  let admin: SignedInUser;
  let buyers: SignedInUser[];

  beforeAll(async () => {
    admin = await seededAdmin();
    buyers = await Promise.all(Array.from({ length: 4 }, () => freshCustomer('racer')));
  });

  it('sells exactly as many orders as the stock allows when 24 orders race for it, and stock never goes below 0', async () => {
    const toolId = await addTool(admin.token, { available: 100, minimum: 1, price: 3 });
    // 3 attempts per buyer: each may hold 3 unpaid orders.
    const racers = await Promise.all(Array.from({ length: 8 }, () => freshCustomer('racer')));
    const attempts = Array.from({ length: 24 }, (_unused, i) => racers[i % racers.length] as SignedInUser);

    const responses = await Promise.all(attempts.map((buyer) => withRetryOn503<PurchaseAnswer>(() => purchase(buyer, toolId, 7))));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(14); // 14 x 7 = 98 <= 100
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409 || status === 400)).toBe(true);
    const orders = await storedOrders((order) => order.lines.some((line) => line.toolId === toolId));
    expect(orders).toHaveLength(14);
    expect((await storedTool(toolId)).available).toBe(2);
  });

  it('places one order and takes stock once when the same purchase is retried concurrently with one Idempotency-Key', async () => {
    const toolId = await addTool(admin.token, { available: 100, minimum: 1, price: 3 });
    const buyer = buyers[3] as SignedInUser;
    const headers = { 'idempotency-key': `retry-${Date.now()}` };
    const send = () =>
      callApi<PurchaseAnswer>('PUT', `/purchase/${toolId}`, {
        auth: buyer.token,
        headers,
        body: { address: '1 Retry Row', number: '01234567890', quantity: 30 },
      });

    const responses = await Promise.all(Array.from({ length: 6 }, () => withRetryOn503(send)));

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.order?._id)).size).toBe(1);
    expect(await storedOrders((order) => order.lines.some((line) => line.toolId === toolId))).toHaveLength(1);
    expect((await storedTool(toolId)).available).toBe(70);
  });

  it('ends a cancel racing a payment of the same order either cancelled with the stock and the money back, or paid, never both', async () => {
    const toolId = await addTool(admin.token, { available: 1_000, minimum: 1, price: 5 });
    // An owner per order: the orders of a cancel that lost stay unpaid until their payment lands.
    const owners = await Promise.all(Array.from({ length: 6 }, () => freshCustomer('canceller')));

    const outcomes = await Promise.all(
      owners.map(async (owner) => {
        const order = await placeOrder(owner, toolId, 10);
        const intentId = await confirmCard((await createIntent(owner, order._id)).clientSecret);
        const [cancel, pay] = await Promise.all([
          withRetryOn503(() => callApi('DELETE', `/myordercancel/${order._id}/${encodeURIComponent(owner.email)}`, { auth: owner.token })),
          withRetryOn503(() => reportPayment(owner, order._id, intentId)),
        ]);
        return { order, cancel: cancel.status, pay: pay.status };
      }),
    );
    // The card was charged before each cancel: a cancelled order ends refunded once its payment lands (browser or webhook).
    const stored = await eventually(
      () => storedOrders((order) => order.lines.some((line) => line.toolId === toolId)),
      (orders) => orders.every((order) => order.status !== 'cancelled'),
    );
    for (const { order, cancel, pay } of outcomes) {
      const now = stored.find((item) => item._id === order._id);
      if (cancel === 200) {
        expect(now, 'a cancelled order kept the money').toMatchObject({ status: 'refunded', refundSource: 'late-payment' });
        expect(pay).not.toBe(200);
      } else {
        expect(cancel).toBe(409);
        expect(now?.status).toBe('paid');
      }
    }
    const cancelled = outcomes.filter((outcome) => outcome.cancel === 200).length;
    // Stock: 1000 minus the units of every order that was not cancelled.
    expect((await storedTool(toolId)).available).toBe(1_000 - 10 * (outcomes.length - cancelled));
  });

  it('ships a paid order once when admins mark it delivered at the same moment', async () => {
    const toolId = await addTool(admin.token, { available: 100, minimum: 1, price: 5 });
    const order = await paidOrder(buyers[1] as SignedInUser, toolId, 10);

    const responses = await Promise.all(
      Array.from({ length: 8 }, () => withRetryOn503(() => callApi('POST', `/delivered/${order._id}`, { auth: admin.token }))),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const [stored] = await storedOrders((item) => item._id === order._id);
    expect(stored).toMatchObject({ status: 'delivered', transactionId: order.transactionId, deliveredAt: expect.any(String) });
  });

  it('records a payment once however often and however concurrently the provider delivers its event', async () => {
    const toolId = await addTool(admin.token, { available: 100, minimum: 1, price: 5 });
    const order = await placeOrder(buyers[2] as SignedInUser, toolId, 10);
    const event = signedPaymentEvent(order, 'pi_redelivered_once');

    const first = await Promise.all(Array.from({ length: 6 }, () => withRetryOn503(() => deliverWebhook(event))));
    // The paid order's invoice number follows from the orders stream a moment later: wait for it, then nothing may change.
    await numberedOrder(buyers[2] as SignedInUser, order._id);
    const [afterFirst] = await storedOrders((item) => item._id === order._id);
    const later = await deliverWebhook(event);
    const [afterAll] = await storedOrders((item) => item._id === order._id);

    expect(first.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(first.filter((response) => response.body.outcome === 'paid')).toHaveLength(1);
    expect(later.body).toMatchObject({ received: true, outcome: 'already-paid' });
    expect(afterFirst).toMatchObject({ status: 'paid', transactionId: 'pi_redelivered_once', paidAt: expect.any(String) });
    expect(afterAll).toEqual(afterFirst);
  });
});
