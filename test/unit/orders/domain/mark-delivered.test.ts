import { describe, expect, it } from 'vitest';
import { markDelivered } from '../../../../functions/orders/domain/mark-delivered.js';
import { admin } from '../../support/api.js';
import { OrderStoreFake } from '../../support/order-store-fake.js';

describe('markDelivered', () => {
  it('ships a paid order with the delivery time, carrier and tracking number', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    await markDelivered(store, admin, 'order-1', { carrier: 'DHL', trackingNumber: 'JD0146' });
    expect(store.order()).toMatchObject({ status: 'delivered', deliveredAt: '2024-05-01T12:00:00.000Z', carrier: 'DHL', trackingNumber: 'JD0146' });
    expect(store.audits).toEqual([
      {
        at: '2024-05-01T12:00:00.000Z',
        actor: { uid: admin.uid, email: admin.email },
        action: 'deliver-order',
        target: { kind: 'order', id: 'order-1', label: '60 × Cordless Drill, ordered by customer@tools.test' },
        before: { status: 'paid' },
        after: { status: 'delivered', carrier: 'DHL', trackingNumber: 'JD0146' },
      },
    ]);
  });

  it('ships without details when none are given', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    await markDelivered(store, admin, 'order-1');
    expect(store.order()).toMatchObject({ status: 'delivered' });
    expect(store.order()?.carrier).toBeUndefined();
  });

  it('answers 404 for an unknown order', async () => {
    await expect(markDelivered(new OrderStoreFake(), admin, 'order-1')).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each(['Not paid', 'delivered', 'cancelled', 'refunded'] as const)('answers 409 for a %s order', async (status) => {
    const store = OrderStoreFake.with({ status });
    await expect(markDelivered(store, admin, 'order-1')).rejects.toMatchObject({ statusCode: 409 });
    expect(store.order()?.status).toBe(status);
    expect(store.audits).toEqual([]);
  });

  it.each([{ disputed: true }, { disputed: true, disputeOutcome: 'lost' as const }])(
    "answers 409 'This order is disputed' for a paid order a dispute holds (%o)",
    async (dispute) => {
      const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1', ...dispute });
      await expect(markDelivered(store, admin, 'order-1')).rejects.toMatchObject({ statusCode: 409, message: 'This order is disputed' });
      expect(store.order()?.status).toBe('paid');
      expect(store.audits).toEqual([]);
    },
  );

  it('answers 409 when the dispute opened between the read and the write', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1' });
    const get = store.getOrder;
    let reads = 0;
    store.getOrder = async (id) => {
      const order = await get(id);
      if (reads++ === 0) store.orders.set(id, { ...order!, disputed: true });
      return order;
    };
    await expect(markDelivered(store, admin, 'order-1')).rejects.toMatchObject({ statusCode: 409, message: 'This order is disputed' });
    expect(store.order()?.status).toBe('paid');
  });

  it('ships a paid order whose dispute was won', async () => {
    const store = OrderStoreFake.with({ status: 'paid', transactionId: 'pi_1', disputed: true, disputeOutcome: 'won' });
    await markDelivered(store, admin, 'order-1');
    expect(store.order()?.status).toBe('delivered');
  });
});
