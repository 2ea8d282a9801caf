/**
 * The payment provider's events in every order they can arrive in, each signed and delivered to the
 * webhook twice: a refund before its payment, a second payment of a paid order, a partial refund,
 * and a dispute before the order ships. The stand-in's webhook endpoint is disabled for this file
 * (as a Stripe endpoint can be), so the provider's real events are made by real actions at the
 * stand-in and then delivered by the test, in the order it chooses.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import type { SalesSummary } from '../../functions/admin/contract/sales.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { placeOrder } from '../support/orders.js';
import { eventsAbout, providerDashboard, redeliver } from '../support/provider.js';
import { salesSummaryOnce, settledSalesSummary } from '../support/sales-figures.js';
import { confirmCard, createIntent } from '../security/support/payments.js';

const DISPUTED_CARD = '4000000000000259';
const QUANTITY = 4;
const STOCK = 400;

let adminToken: string;
let toolId: string;

/** The event of this type the provider made about the payment (made at once; the endpoint is disabled, so not sent). */
async function eventAbout(type: string, paymentIntentId: string): Promise<Stripe.Event> {
  const [event] = await eventsAbout(type, paymentIntentId);
  if (!event) throw new Error(`the provider made no ${type} for ${paymentIntentId}`);
  return event;
}

const readOrder = async (buyer: SignedInUser, orderId: string) => (await callApi<Order>('GET', `/pay/${orderId}`, { auth: buyer.token })).body;

/** Delivers each event twice in a row, answering the statuses of the first deliveries. */
async function deliverTwice(events: readonly Stripe.Event[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const event of events) {
    statuses.push((await redeliver(event)).status);
    await redeliver(event);
  }
  return statuses;
}

/** A fresh buyer's order with a payment confirmed at the provider (its event made, not yet delivered). */
async function orderPaidAtProvider(card?: string): Promise<{ buyer: SignedInUser; order: Order; intentId: string }> {
  const buyer = await freshCustomer('orderings');
  const order = await placeOrder(buyer, toolId, QUANTITY);
  const intentId = await confirmCard((await createIntent(buyer, order._id)).clientSecret, card);
  return { buyer, order, intentId };
}

/** The order without the invoice and credit-note numbers, which the orders stream gives a moment after a payment or refund. */
async function orderAsChangedByEvents(buyer: SignedInUser, orderId: string) {
  const {
    invoiceNumber: _invoice,
    invoicedAt: _invoiced,
    creditNoteNumber: _creditNote,
    creditNotedAt: _creditNoted,
    ...order
  } = await readOrder(buyer, orderId);
  return order;
}

/** Delivering every event of the ordering again, last first, changes nothing: the order stays as it is. */
async function expectRedeliveryChangesNothing(buyer: SignedInUser, orderId: string, events: readonly Stripe.Event[]): Promise<void> {
  const settled = await orderAsChangedByEvents(buyer, orderId);
  for (const event of [...events].reverse()) expect((await redeliver(event)).status).toBe(200);
  expect(await orderAsChangedByEvents(buyer, orderId)).toEqual(settled);
}

describe('payment events in every order, signed, each delivered twice', () => {
  beforeAll(async () => {
    adminToken = (await seededAdmin()).token;
    toolId = await addTool(adminToken, { available: STOCK, minimum: 1, price: 12.5 });
    await providerDashboard().webhookEndpoints.update('we_local', { disabled: true });
  });

  afterAll(async () => {
    await providerDashboard().webhookEndpoints.update('we_local', { disabled: false });
  });

  describe.each([
    ['the refund first', ['charge.refunded', 'payment_intent.succeeded'], ['refunded', 'refunded']],
    ['the payment first', ['payment_intent.succeeded', 'charge.refunded'], ['paid', 'refunded']],
  ])('a payment refunded in full at the provider, %s', (_label, types, expectedStatuses) => {
    it('ends refunded with its stock back, and never paid after the refund', async () => {
      const stockBefore = (await readTool(toolId)).available;
      const { buyer, order, intentId } = await orderPaidAtProvider();
      await providerDashboard().refunds.create({ payment_intent: intentId });
      const events = await Promise.all(types.map((type) => eventAbout(type, intentId)));

      const statusesSeen: string[] = [];
      for (const event of events) {
        await deliverTwice([event]);
        statusesSeen.push((await readOrder(buyer, order._id)).status);
      }

      expect(statusesSeen).toEqual(expectedStatuses);
      expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'refunded', refundSource: 'provider' });
      expect((await readTool(toolId)).available).toBe(stockBefore);
      await expectRedeliveryChangesNothing(buyer, order._id, events);
    });
  });

  describe.each([
    ['in the order they were made', [0, 1]],
    ['the second one first', [1, 0]],
  ])('a second payment of the same order, delivered %s', (_label, deliveryOrder) => {
    it('keeps the payment recorded first and refunds the other at the provider, once', async () => {
      const { buyer, order, intentId } = await orderPaidAtProvider();
      // Another tab, or an intent made again after the provider's idempotency window: same order, same amount.
      const second = await providerDashboard().paymentIntents.create({ amount: order.amountCents, currency: 'usd', metadata: { orderId: order._id } });
      await providerDashboard().paymentIntents.confirm(second.id, { payment_method: 'pm_card_visa' });
      const payments = [intentId, second.id];
      const events = await Promise.all(deliveryOrder.map((index) => eventAbout('payment_intent.succeeded', payments[index]!)));

      expect(await deliverTwice(events)).toEqual([200, 200]);

      const [kept, extra] = deliveryOrder.map((index) => payments[index]!);
      expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', transactionId: kept, extraPaymentsRefunded: [extra] });
      const { data: extraRefunds } = await providerDashboard().refunds.list({ payment_intent: extra });
      expect(extraRefunds.map((refund) => refund.amount)).toEqual([order.amountCents]);
      expect((await providerDashboard().refunds.list({ payment_intent: kept })).data).toEqual([]);
      // The provider's event of that refund arrives too: it changes nothing.
      await expectRedeliveryChangesNothing(buyer, order._id, [...events, await eventAbout('charge.refunded', extra!)]);
    });
  });

  describe.each([
    ['after the payment', ['payment_intent.succeeded', 'charge.refunded']],
    ['before the payment (answered 503 until it is recorded, as the provider retries)', ['charge.refunded', 'payment_intent.succeeded', 'charge.refunded']],
  ])('a partial refund at the provider, delivered %s', (_label, types) => {
    it('keeps the order paid with the cents refunded so far, and takes them off the sales revenue', async () => {
      const before = await settledSalesSummary(adminToken);
      const { buyer, order, intentId } = await orderPaidAtProvider();
      const part = Math.floor(order.amountCents / 4);
      await providerDashboard().refunds.create({ payment_intent: intentId, amount: part });
      const events = await Promise.all(types.map((type) => eventAbout(type, intentId)));

      const statuses = await deliverTwice(events);

      expect(statuses.at(-1)).toBe(200);
      if (types[0] === 'charge.refunded') expect(statuses[0]).toBe(503);
      expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', transactionId: intentId, refundedCents: part });
      await expectRedeliveryChangesNothing(buyer, order._id, events);

      // The day's revenue: the payment, less the part refunded (the projection follows the stream).
      const revenueAdded = (summary: SalesSummary) => Math.round((summary.days.at(-1)!.revenue - before.days.at(-1)!.revenue) * 100);
      await salesSummaryOnce(adminToken, (summary) => revenueAdded(summary) === order.amountCents - part);
      expect(revenueAdded(await settledSalesSummary(adminToken))).toBe(order.amountCents - part);
    });
  });

  describe.each([
    ['after the payment', ['payment_intent.succeeded', 'charge.dispute.created']],
    ['before the payment (answered 503 until it is recorded)', ['charge.dispute.created', 'payment_intent.succeeded', 'charge.dispute.created']],
  ])('a dispute delivered %s, then the delivery', (_label, types) => {
    const deliver = (orderId: string) => callApi<{ message?: string }>('POST', `/delivered/${orderId}`, { auth: adminToken, body: { carrier: 'DHL' } });

    it('cannot be shipped while the dispute is open or lost, and ships once it is won', async () => {
      const { buyer, order, intentId } = await orderPaidAtProvider(DISPUTED_CARD);
      await deliverTwice(await Promise.all(types.map((type) => eventAbout(type, intentId))));
      expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', disputed: true });

      const refused = await deliver(order._id);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This order is disputed');

      const [dispute] = (await providerDashboard().disputes.list({ payment_intent: intentId })).data;
      await providerDashboard().disputes.update(dispute!.id, { evidence: { uncategorized_text: 'winning_evidence' } });
      await deliverTwice([await eventAbout('charge.dispute.closed', intentId)]);
      expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', disputeOutcome: 'won' });

      expect((await deliver(order._id)).status).toBe(200);
      expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'delivered', carrier: 'DHL' });
    });

    it('stays unshipped when the dispute is lost', async () => {
      const { buyer, order, intentId } = await orderPaidAtProvider(DISPUTED_CARD);
      await deliverTwice(await Promise.all(types.map((type) => eventAbout(type, intentId))));
      const [dispute] = (await providerDashboard().disputes.list({ payment_intent: intentId })).data;
      await providerDashboard().disputes.close(dispute!.id);
      await deliverTwice([await eventAbout('charge.dispute.closed', intentId)]);

      expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', disputed: true, disputeOutcome: 'lost' });
      expect((await deliver(order._id)).status).toBe(409);
      expect((await readOrder(buyer, order._id)).status).toBe('paid');
    });
  });
});
