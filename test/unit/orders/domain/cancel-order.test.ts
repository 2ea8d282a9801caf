import { describe, expect, it } from 'vitest';
import { cancelOrder } from '../../../../functions/orders/domain/cancel-order.js';
import { admin, customer, otherCustomer } from '../../support/api.js';
import { OrderStoreFake } from '../../support/order-store-fake.js';

describe('cancelOrder', () => {
  it("cancels the caller's own unpaid order: it stays as 'cancelled' by its owner, with the stock back", async () => {
    const store = OrderStoreFake.with();
    const order = await cancelOrder(store, customer, 'order-1', customer.email);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'owner' });
    expect(store.order()).toMatchObject({ status: 'cancelled', cancelReason: 'owner', cancelledAt: '2024-05-01T12:00:00.000Z' });
    expect(store.stock.get('tool-1')).toBe(160);
  });

  it('cancels the payment intent started for the order', async () => {
    const store = OrderStoreFake.with({ paymentIntentId: 'pi_1' });
    await cancelOrder(store, customer, 'order-1', customer.email);
    expect(store.cancelledIntents).toEqual(['pi_1']);
  });

  it('still cancels the order when the provider cannot be reached: a late payment is refunded instead', async () => {
    const store = OrderStoreFake.with({ paymentIntentId: 'pi_1' });
    store.cancelPaymentIntent = async () => {
      throw new Error('provider down');
    };
    await cancelOrder(store, customer, 'order-1', customer.email);
    expect(store.order()?.status).toBe('cancelled');
  });

  it("lets an admin cancel a customer's unpaid order, recorded as cancelled by the shop", async () => {
    const store = OrderStoreFake.with();
    await cancelOrder(store, admin, 'order-1', admin.email);
    expect(store.order()).toMatchObject({ status: 'cancelled', cancelReason: 'admin' });
  });

  it('compares the email of the path case-insensitively', async () => {
    const store = OrderStoreFake.with();
    await cancelOrder(store, customer, 'order-1', 'CUSTOMER@tools.test');
    expect(store.order()?.status).toBe('cancelled');
  });

  it('refuses an email in the path that is not the caller', async () => {
    const store = OrderStoreFake.with({ email: otherCustomer.email });
    await expect(cancelOrder(store, customer, 'order-1', otherCustomer.email)).rejects.toMatchObject({ statusCode: 403 });
    expect(store.order()?.status).toBe('Not paid');
  });

  it("refuses another customer's order, even when the caller now has the email it was placed with", async () => {
    const store = OrderStoreFake.with({ userId: otherCustomer.uid, email: customer.email });
    await expect(cancelOrder(store, customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode: 403 });
    expect(store.stock.get('tool-1')).toBe(100);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(cancelOrder(new OrderStoreFake(), customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each(['paid', 'delivered', 'cancelled', 'refunded'] as const)('answers 409 for a %s order and changes nothing', async (status) => {
    const store = OrderStoreFake.with({ status });
    await expect(cancelOrder(store, customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode: 409 });
    expect(store.order()?.status).toBe(status);
    expect(store.stock.get('tool-1')).toBe(100);
  });

  it('answers 409 when the order was paid between the read and the write', async () => {
    const store = OrderStoreFake.with();
    const read = store.getOrder;
    store.getOrder = async (id) => {
      const order = await read(id);
      store.orders.set('order-1', { ...order!, status: 'paid' });
      return order;
    };
    await expect(cancelOrder(store, customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode: 409 });
    expect(store.stock.get('tool-1')).toBe(100);
  });

  it('reads the order again when a payment intent was started in between, and cancels that intent too', async () => {
    const store = OrderStoreFake.with();
    const read = store.getOrder;
    let reads = 0;
    store.getOrder = async (id) => {
      const order = await read(id);
      if (++reads === 1) store.orders.set('order-1', { ...order!, paymentIntentId: 'pi_late' });
      return order;
    };
    await cancelOrder(store, customer, 'order-1', customer.email);
    expect(store.order()?.status).toBe('cancelled');
    expect(store.cancelledIntents).toEqual(['pi_late']);
  });
});
