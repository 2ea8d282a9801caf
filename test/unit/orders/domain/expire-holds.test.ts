import { describe, expect, it } from 'vitest';
import { expireHolds } from '../../../../functions/orders/domain/expire-holds.js';
import { anOrder } from '../../support/fixtures.js';
import { OrderStoreFake } from '../../support/order-store-fake.js';
import { STRIPE_CALL_BUDGET_MS } from '../../../../functions/platform/time-budgets.js';

const order = (id: string, holdExpiresAt: string, extra = {}) => {
  const { listKey: _listKey, ...rest } = anOrder({ _id: id, holdExpiresAt, quantity: 10, ...extra });
  return rest;
};

describe('expireHolds (the scheduled run)', () => {
  it('cancels the unpaid orders whose hold ended, gives their stock back and cancels their payment intents', async () => {
    const store = new OrderStoreFake(order('due', '2024-05-01T11:59:00.000Z', { paymentIntentId: 'pi_due' }), order('not-yet', '2024-05-01T12:30:00.000Z'));

    const { expired } = await expireHolds(store);

    expect(expired).toEqual(['due']);
    expect(store.order('due')).toMatchObject({ status: 'cancelled', cancelReason: 'hold-expired' });
    expect(store.order('not-yet')?.status).toBe('Not paid');
    expect(store.stock.get('tool-1')).toBe(110);
    expect(store.cancelledIntents).toEqual(['pi_due']);
  });

  it("audits each expiry with the shop itself ('system') as the actor, once", async () => {
    const store = new OrderStoreFake(order('due', '2024-05-01T11:59:00.000Z'));

    await expireHolds(store);
    await expireHolds(store);

    expect(store.audits).toEqual([
      {
        at: '2024-05-01T12:00:00.000Z',
        actor: 'system',
        action: 'expire-order',
        target: { kind: 'order', id: 'due', label: '10 × Cordless Drill, ordered by customer@tools.test' },
        before: { status: 'Not paid' },
        after: { status: 'cancelled', cancelReason: 'hold-expired' },
      },
    ]);
  });

  it('leaves alone an order that was paid after the list was read', async () => {
    const store = new OrderStoreFake(order('due', '2024-05-01T11:00:00.000Z'));
    const list = store.listExpiredHolds;
    store.listExpiredHolds = async (now) => {
      const due = await list(now);
      store.orders.set('due', { ...store.order('due')!, status: 'paid', transactionId: 'pi_1' });
      return due;
    };

    expect((await expireHolds(store)).expired).toEqual([]);
    expect(store.order('due')?.status).toBe('paid');
    expect(store.stock.get('tool-1')).toBe(100);
  });

  it('changes nothing when run again', async () => {
    const store = new OrderStoreFake(order('due', '2024-05-01T11:00:00.000Z'));
    await expireHolds(store);
    expect((await expireHolds(store)).expired).toEqual([]);
    expect(store.stock.get('tool-1')).toBe(110);
  });

  it('still expires the other orders when one of them cannot be cancelled, and reports that one', async () => {
    const store = new OrderStoreFake(
      order('first', '2024-05-01T11:00:00.000Z'),
      order('broken', '2024-05-01T11:01:00.000Z'),
      order('last', '2024-05-01T11:02:00.000Z'),
    );
    const cancel = store.cancelUnpaidOrder;
    store.cancelUnpaidOrder = async (o, change) => {
      if (o._id === 'broken') throw new Error('ProvisionedThroughputExceededException');
      return cancel(o, change);
    };

    expect(await expireHolds(store)).toEqual({ expired: ['first', 'last'], failed: ['broken'] });
    expect(store.order('last')?.status).toBe('cancelled');
    expect(store.order('broken')?.status).toBe('Not paid');
  });

  it('takes no new order once less time remains than one provider call and its writes need; the next run takes the rest', async () => {
    const store = new OrderStoreFake(order('first', '2024-05-01T11:00:00.000Z'), order('second', '2024-05-01T11:01:00.000Z'));
    let remaining = 60_000;
    store.remainingMs = () => remaining;
    const cancel = store.cancelUnpaidOrder;
    store.cancelUnpaidOrder = async (o, change) => {
      remaining = STRIPE_CALL_BUDGET_MS; // the first cancel used up the run's time
      return cancel(o, change);
    };

    expect(await expireHolds(store)).toEqual({ expired: ['first'], failed: [] });
    expect(store.order('second')?.status).toBe('Not paid');
  });
});
