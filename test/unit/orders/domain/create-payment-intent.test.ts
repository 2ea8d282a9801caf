import { describe, expect, it } from 'vitest';
import { createPaymentIntentForOrder } from '../../../../functions/orders/domain/create-payment-intent.js';
import { customer } from '../../support/api.js';
import { OrderStoreFake } from '../../support/order-store-fake.js';

/** The provider answering a new intent (as after its 24-hour idempotency window) each call. */
function withProvider(store: OrderStoreFake, ids: string[]) {
  return Object.assign(store, {
    createPaymentIntent: async () => {
      const id = ids.shift()!;
      return { id, clientSecret: `${id}_secret` };
    },
  });
}

describe('createPaymentIntentForOrder', () => {
  it('records a new intent in place of the one it replaces, and cancels that one', async () => {
    const store = withProvider(OrderStoreFake.with({ paymentIntentId: 'pi_old' }), ['pi_new']);
    await createPaymentIntentForOrder(store, customer, 'order-1');
    expect(store.order()?.paymentIntentId).toBe('pi_new');
    expect(store.cancelledIntents).toEqual(['pi_old']);
  });

  it('never overwrites an intent recorded by another call in between: answers 409 and cancels its own', async () => {
    const store = withProvider(OrderStoreFake.with(), ['pi_mine']);
    const read = store.getOrder;
    store.getOrder = async (id) => {
      const order = await read(id);
      // Another tab records its intent after this call read the order.
      store.orders.set(id, { ...order!, paymentIntentId: 'pi_other_tab' });
      return order;
    };
    await expect(createPaymentIntentForOrder(store, customer, 'order-1')).rejects.toMatchObject({ statusCode: 409 });
    expect(store.order()?.paymentIntentId).toBe('pi_other_tab');
    expect(store.cancelledIntents).toEqual(['pi_mine']);
  });

  it('answers a second tab that asked at the same moment with the same intent, recorded by the first, and cancels nothing', async () => {
    const store = withProvider(OrderStoreFake.with(), ['pi_same']);
    const read = store.getOrder;
    store.getOrder = async (id) => {
      const order = await read(id);
      // The first tab got the same intent (the same idempotency key) and recorded it after this call read the order.
      store.orders.set(id, { ...order!, paymentIntentId: 'pi_same' });
      return order;
    };
    await expect(createPaymentIntentForOrder(store, customer, 'order-1')).resolves.toEqual({ clientSecret: 'pi_same_secret' });
    expect(store.order()?.paymentIntentId).toBe('pi_same');
    expect(store.cancelledIntents).toEqual([]);
  });
});
