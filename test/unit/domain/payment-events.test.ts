import { describe, expect, it } from 'vitest';
import { handlePaymentEvent, type PaymentEvent } from '../../../functions/domain/payment-webhook.js';
import { confirmPayment } from '../../../functions/domain/confirm-payment.js';
import type { PaymentIntentFacts } from '../../../functions/repositories/payments-provider.js';
import { customer } from '../support/api.js';
import { OrderStoreFake } from '../support/order-store-fake.js';

const intent = (overrides: Partial<PaymentIntentFacts> = {}): PaymentIntentFacts => ({
  id: 'pi_1',
  status: 'succeeded',
  amount: 75_000,
  currency: 'usd',
  metadata: { orderId: 'order-1' },
  ...overrides,
});

function deps(store: OrderStoreFake) {
  return Object.assign(store, { retrievePaymentIntent: async (id: string) => intent({ id }) });
}

const twice = async (store: OrderStoreFake, event: PaymentEvent) => [
  (await handlePaymentEvent(deps(store), event)).outcome,
  (await handlePaymentEvent(deps(store), event)).outcome,
];

describe('provider events', () => {
  it('marks the order paid on a succeeded payment, once', async () => {
    const store = OrderStoreFake.with();
    expect(await twice(store, { id: 'evt_1', type: 'payment_intent.succeeded', paymentIntent: intent() })).toEqual(['paid', 'already-paid']);
    expect(store.order()).toMatchObject({ status: 'paid', transactionId: 'pi_1' });
  });

  it("keeps the provider's message of a failed payment on the unpaid order", async () => {
    const store = OrderStoreFake.with();
    const event: PaymentEvent = {
      id: 'evt_2',
      type: 'payment_intent.payment_failed',
      paymentIntent: intent({ status: 'requires_payment_method' }),
      errorMessage: 'Your card has insufficient funds.',
    };
    expect(await twice(store, event)).toEqual(['payment-failed', 'unchanged']);
    expect(store.order()).toMatchObject({ status: 'Not paid', lastPaymentError: 'Your card has insufficient funds.' });
  });

  it('marks a paid order refunded when it was refunded in full at the provider, with its stock back, once', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    expect(await twice(store, { id: 'evt_3', type: 'charge.refunded', paymentIntentId: 'pi_1', fully: true })).toEqual(['refunded', 'unchanged']);
    expect(store.order()).toMatchObject({ status: 'refunded', refundSource: 'provider' });
    expect(store.stock.get('tool-1')).toBe(160);
  });

  it('leaves a partly refunded order as it is', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    expect((await handlePaymentEvent(deps(store), { id: 'evt_4', type: 'charge.refunded', paymentIntentId: 'pi_1', fully: false })).outcome).toBe('unchanged');
    expect(store.order()?.status).toBe('paid');
  });

  it('flags a disputed payment on the order, once', async () => {
    const store = OrderStoreFake.with({ status: 'delivered', transactionId: 'pi_1' });
    expect(await twice(store, { id: 'evt_5', type: 'charge.dispute.created', paymentIntentId: 'pi_1' })).toEqual(['disputed', 'unchanged']);
    expect(store.order()).toMatchObject({ status: 'delivered', disputed: true });
  });

  it('answers 503 to a dispute that arrives before its payment is recorded, so it is delivered again', async () => {
    const store = OrderStoreFake.with();
    const dispute: PaymentEvent = { id: 'evt_7', type: 'charge.dispute.created', paymentIntentId: 'pi_1' };
    await expect(handlePaymentEvent(deps(store), dispute)).rejects.toMatchObject({ statusCode: 503 });
    await handlePaymentEvent(deps(store), { id: 'evt_8', type: 'payment_intent.succeeded', paymentIntent: intent() });
    expect((await handlePaymentEvent(deps(store), dispute)).outcome).toBe('disputed');
  });

  it('refunds a payment that arrives for a cancelled order, once, and records it on the order', async () => {
    const store = OrderStoreFake.with({ status: 'cancelled', cancelReason: 'owner' });
    expect(await twice(store, { id: 'evt_6', type: 'payment_intent.succeeded', paymentIntent: intent() })).toEqual(['refunded', 'refunded']);
    expect(store.order()).toMatchObject({ status: 'refunded', refundSource: 'late-payment', transactionId: 'pi_1', refundId: 're_1' });
    expect(store.refunds.size).toBe(1);
  });

  it('answers the browser reporting a late payment with 409, after refunding it', async () => {
    const store = OrderStoreFake.with({ status: 'cancelled', cancelReason: 'hold-expired' });
    await expect(confirmPayment(deps(store), customer, 'order-1', 'pi_1')).rejects.toMatchObject({ statusCode: 409 });
    expect(store.order()?.status).toBe('refunded');
    expect(store.refunds.size).toBe(1);
  });

  it('acknowledges an event for an unknown order without changing anything', async () => {
    const store = new OrderStoreFake();
    expect((await handlePaymentEvent(deps(store), { id: 'evt_7', type: 'payment_intent.succeeded', paymentIntent: intent() })).outcome).toBe('rejected');
  });
});
