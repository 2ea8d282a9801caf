import { describe, expect, it } from 'vitest';
import { handlePaymentEvent, type PaymentEvent } from '../../../../functions/orders/domain/payment-webhook.js';
import { confirmPayment } from '../../../../functions/orders/domain/confirm-payment.js';
import type { PaymentIntentFacts } from '../../../../functions/orders/gateways/payments-provider.js';
import { customer } from '../../support/api.js';
import { OrderStoreFake } from '../../support/order-store-fake.js';

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
    expect(await twice(store, { id: 'evt_3', type: 'charge.refunded', paymentIntentId: 'pi_1', amountRefunded: 75_000 })).toEqual(['refunded', 'unchanged']);
    expect(store.order()).toMatchObject({ status: 'refunded', refundSource: 'provider' });
    expect(store.stock.get('tool-1')).toBe(160);
  });

  it('keeps the cents of a partial refund on a paid order, which stays paid, once; the rest refunded later makes it refunded', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    expect(await twice(store, { id: 'evt_4', type: 'charge.refunded', paymentIntentId: 'pi_1', amountRefunded: 1_000 })).toEqual([
      'partly-refunded',
      'unchanged',
    ]);
    expect(store.order()).toMatchObject({ status: 'paid', refundedCents: 1_000 });
    expect(store.stock.get('tool-1')).toBe(100);
    // An older event (less refunded) delivered late changes nothing.
    await handlePaymentEvent(deps(store), { id: 'evt_4b', type: 'charge.refunded', paymentIntentId: 'pi_1', amountRefunded: 500 });
    expect(store.order()?.refundedCents).toBe(1_000);
    await handlePaymentEvent(deps(store), { id: 'evt_4c', type: 'charge.refunded', paymentIntentId: 'pi_1', amountRefunded: 75_000 });
    expect(store.order()).toMatchObject({ status: 'refunded', refundedCents: 75_000 });
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

  it("keeps a late payment's refund the shop's when the provider's event of that refund is recorded first", async () => {
    const store = OrderStoreFake.with({ status: 'cancelled', cancelReason: 'owner' });
    const refund = store.refundPayment;
    // The refund event overtakes the refund call's answer.
    store.refundPayment = async (paymentIntentId: string, idempotencyKey: string) => {
      const answer = await refund(paymentIntentId, idempotencyKey);
      await handlePaymentEvent(deps(store), { id: 'evt_r', type: 'charge.refunded', paymentIntentId, amountRefunded: 75_000 });
      expect(store.order()).toMatchObject({ status: 'refunded', refundSource: 'provider' });
      return answer;
    };
    expect((await handlePaymentEvent(deps(store), { id: 'evt_6', type: 'payment_intent.succeeded', paymentIntent: intent() })).outcome).toBe('refunded');
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

  describe('events in any order', () => {
    const paid: PaymentEvent = { id: 'evt_paid', type: 'payment_intent.succeeded', paymentIntent: intent() };
    const refundedInFull: PaymentEvent = { id: 'evt_refund', type: 'charge.refunded', paymentIntentId: 'pi_1', amountRefunded: 75_000 };

    it('leaves an order refunded, never paid, when the refund of its payment arrives before the payment, with its stock back', async () => {
      const store = OrderStoreFake.with({ holdExpiresAt: '2024-05-02T12:00:00.000Z' });
      expect((await handlePaymentEvent(deps(store), refundedInFull)).outcome).toBe('refunded');
      expect((await handlePaymentEvent(deps(store), paid)).outcome).toBe('refunded');
      expect(store.order()).toMatchObject({ status: 'refunded', transactionId: 'pi_1', refundSource: 'provider', refundedCents: 75_000 });
      expect(store.order()?.paidAt).toBeUndefined();
      expect(store.stock.get('tool-1')).toBe(160);
      expect(store.refunds.size).toBe(0);
    });

    it('answers the browser reporting a payment refunded before it was recorded with 409, leaving the order refunded', async () => {
      const store = OrderStoreFake.with();
      await handlePaymentEvent(deps(store), refundedInFull);
      await expect(confirmPayment(deps(store), customer, 'order-1', 'pi_1')).rejects.toMatchObject({ statusCode: 409, message: 'This payment was refunded' });
      expect(store.order()?.status).toBe('refunded');
    });

    it('refunds at once a second payment that succeeds for a paid order, and records it on the order, once', async () => {
      const store = OrderStoreFake.with();
      await handlePaymentEvent(deps(store), paid);
      const second: PaymentEvent = { id: 'evt_second', type: 'payment_intent.succeeded', paymentIntent: intent({ id: 'pi_2' }) };
      expect(await twice(store, second)).toEqual(['refunded', 'refunded']);
      expect(store.order()).toMatchObject({ status: 'paid', transactionId: 'pi_1', extraPaymentsRefunded: ['pi_2'] });
      expect([...store.refunds.values()]).toEqual([{ refundId: 're_1', paymentIntentId: 'pi_2' }]);
    });

    it('refunds a second payment reported by the browser for a paid order and answers 409', async () => {
      const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
      await expect(confirmPayment(deps(store), customer, 'order-1', 'pi_2')).rejects.toMatchObject({
        statusCode: 409,
        message: 'This order is already paid: this payment was refunded',
      });
      expect(store.order()?.extraPaymentsRefunded).toEqual(['pi_2']);
      expect(store.refunds.size).toBe(1);
    });

    it('refunds a payment that succeeds for a refunded order (its own payment refunded before)', async () => {
      const store = OrderStoreFake.with();
      await handlePaymentEvent(deps(store), refundedInFull);
      await handlePaymentEvent(deps(store), { id: 'evt_2', type: 'payment_intent.succeeded', paymentIntent: intent({ id: 'pi_2' }) });
      expect(store.order()).toMatchObject({ status: 'refunded', transactionId: 'pi_1', extraPaymentsRefunded: ['pi_2'] });
      expect(store.refunds.size).toBe(1);
    });

    it('does not refund twice a second payment whose refund event came before its payment event', async () => {
      const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
      await handlePaymentEvent(deps(store), { id: 'evt_r2', type: 'charge.refunded', paymentIntentId: 'pi_2', amountRefunded: 75_000 });
      expect((await handlePaymentEvent(deps(store), { id: 'evt_p2', type: 'payment_intent.succeeded', paymentIntent: intent({ id: 'pi_2' }) })).outcome).toBe(
        'refunded',
      );
      expect(store.order()).toMatchObject({ status: 'paid', extraPaymentsRefunded: ['pi_2'] });
      expect(store.refunds.size).toBe(0);
    });

    it('answers 503 to a partial refund that arrives before its payment, so it is delivered again once the payment is recorded', async () => {
      const store = OrderStoreFake.with();
      const partial: PaymentEvent = { id: 'evt_part', type: 'charge.refunded', paymentIntentId: 'pi_1', amountRefunded: 2_500 };
      await expect(handlePaymentEvent(deps(store), partial)).rejects.toMatchObject({ statusCode: 503 });
      await handlePaymentEvent(deps(store), paid);
      expect((await handlePaymentEvent(deps(store), partial)).outcome).toBe('partly-refunded');
      expect(store.order()).toMatchObject({ status: 'paid', refundedCents: 2_500 });
    });
  });

  describe('the dispute lifecycle', () => {
    it('records the outcome of a closed dispute, once', async () => {
      const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1', disputed: true });
      expect(await twice(store, { id: 'evt_c', type: 'charge.dispute.closed', paymentIntentId: 'pi_1', outcome: 'won' })).toEqual([
        'dispute-closed',
        'unchanged',
      ]);
      expect(store.order()).toMatchObject({ disputed: true, disputeOutcome: 'won' });
    });

    it('records a dispute closed before its opening arrived, and the opening then changes nothing', async () => {
      const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
      await handlePaymentEvent(deps(store), { id: 'evt_c', type: 'charge.dispute.closed', paymentIntentId: 'pi_1', outcome: 'lost' });
      expect((await handlePaymentEvent(deps(store), { id: 'evt_o', type: 'charge.dispute.created', paymentIntentId: 'pi_1' })).outcome).toBe('unchanged');
      expect(store.order()).toMatchObject({ disputed: true, disputeOutcome: 'lost' });
    });
  });
});
