import { describe, expect, it } from 'vitest';
import { refundOrder } from '../../../../functions/orders/domain/refund-order.js';
import { admin } from '../../support/api.js';
import { OrderStoreFake } from '../../support/order-store-fake.js';

describe('refundOrder (admin)', () => {
  it('refunds a paid order in full at the provider, marks it refunded and gives its stock back', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });

    const order = await refundOrder(store, admin, 'order-1');

    expect(order).toMatchObject({ status: 'refunded', refundId: 're_1', refundSource: 'admin' });
    expect(store.order()).toMatchObject({ status: 'refunded', refundId: 're_1', refundedAt: '2024-05-01T12:00:00.000Z' });
    expect([...store.refunds.values()]).toEqual([{ refundId: 're_1', paymentIntentId: 'pi_1' }]);
    expect(store.stock.get('tool-1')).toBe(160);
    expect(store.audits).toMatchObject([
      { actor: { uid: admin.uid, email: admin.email }, action: 'refund-order', target: { kind: 'order', id: 'order-1' }, before: { status: 'paid' } },
    ]);
  });

  it('refunds a delivered order without giving stock back (it has left the warehouse)', async () => {
    const store = OrderStoreFake.with({ status: 'delivered', transactionId: 'pi_1' });
    await refundOrder(store, admin, 'order-1');
    expect(store.order()?.status).toBe('refunded');
    expect(store.stock.get('tool-1')).toBe(100);
  });

  it('refunds nothing twice when repeated', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    await refundOrder(store, admin, 'order-1');
    const again = await refundOrder(store, admin, 'order-1');
    expect(again.status).toBe('refunded');
    expect(store.refunds.size).toBe(1);
    expect(store.stock.get('tool-1')).toBe(160);
    expect(store.audits).toHaveLength(1);
  });

  it('uses the same provider key when the write failed after the refund, so the retry gets the first refund', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    const write = store.markOrderRefunded;
    store.markOrderRefunded = async () => {
      throw new Error('DynamoDB unavailable');
    };
    await expect(refundOrder(store, admin, 'order-1')).rejects.toThrow('DynamoDB unavailable');
    store.markOrderRefunded = write;

    await refundOrder(store, admin, 'order-1');

    expect(store.refunds.size).toBe(1);
    expect(store.order()).toMatchObject({ status: 'refunded', refundId: 're_1' });
  });

  it("keeps the admin's refund, its id and its audit entry when the provider's event of it was recorded first", async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    const refundAtProvider = store.refundPayment;
    // The provider's webhook, sent when the refund is made, is handled before the admin's write.
    store.refundPayment = async (paymentIntentId, key) => {
      const refund = await refundAtProvider(paymentIntentId, key);
      await store.markOrderRefunded(store.order()!, paymentIntentId, { at: '2024-05-01T12:00:00.100Z', source: 'provider' });
      return refund;
    };

    const order = await refundOrder(store, admin, 'order-1');

    expect(order).toMatchObject({ status: 'refunded', refundId: 're_1', refundSource: 'admin' });
    expect(store.order()).toMatchObject({ status: 'refunded', refundId: 're_1', refundSource: 'admin', refundedAt: '2024-05-01T12:00:00.100Z' });
    expect(store.stock.get('tool-1')).toBe(160);
    expect(store.audits).toMatchObject([
      { actor: { uid: admin.uid }, action: 'refund-order', before: { status: 'paid' }, after: { status: 'refunded', refundId: 're_1' } },
    ]);
  });

  it('answers an order the provider had already refunded as it is, refunding and claiming nothing', async () => {
    const store = OrderStoreFake.with({ status: 'refunded', transactionId: 'pi_1', refundSource: 'provider' });
    const order = await refundOrder(store, admin, 'order-1');
    expect(order.refundSource).toBe('provider');
    expect(store.refunds.size).toBe(0);
    expect(store.audits).toHaveLength(0);
  });

  it.each(['Not paid', 'cancelled'] as const)('answers 409 for a %s order and refunds nothing', async (status) => {
    const store = OrderStoreFake.with({ status });
    await expect(refundOrder(store, admin, 'order-1')).rejects.toMatchObject({ statusCode: 409 });
    expect(store.refunds.size).toBe(0);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(refundOrder(new OrderStoreFake(), admin, 'nope')).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each([
    [{ disputed: true }, 'This order is disputed: the bank decides where its money goes until the dispute closes'],
    [
      { disputed: true, disputeOutcome: 'lost' as const },
      'This order is disputed and the dispute was lost: the bank already gave the money back to the customer',
    ],
  ])('answers 409 with the reason for a disputed order (%o), refunding nothing', async (dispute, message) => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1', ...dispute });
    await expect(refundOrder(store, admin, 'order-1')).rejects.toMatchObject({ statusCode: 409, message });
    expect(store.refunds.size).toBe(0);
    expect(store.order()?.status).toBe('paid');
  });

  it('refunds an order whose dispute was won', async () => {
    const store = OrderStoreFake.with({ status: 'delivered', transactionId: 'pi_1', disputed: true, disputeOutcome: 'won' });
    await refundOrder(store, admin, 'order-1');
    expect(store.order()?.status).toBe('refunded');
  });
});
