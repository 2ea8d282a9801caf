import { describe, expect, it } from 'vitest';
import { cancelOrder } from '../../../functions/domain/cancel-order.js';
import type { CancelOrderOutcome } from '../../../functions/repositories/orders-repository.js';
import type { Order } from '../../../functions/schemas/order.js';
import { customer, otherCustomer } from '../support/api.js';
import { anOrder } from '../support/fixtures.js';

function fakeOrders(order: Order | undefined, outcome: CancelOrderOutcome = 'cancelled') {
  const cancelled: string[] = [];
  return {
    cancelled,
    deps: {
      getOrder: async (id: string) => (order?._id === id ? order : undefined),
      cancelUnpaidOrder: async (o: Order) => {
        if (outcome === 'cancelled') cancelled.push(o._id);
        return outcome;
      },
    },
  };
}

describe('cancelOrder', () => {
  it("cancels the caller's own unpaid order", async () => {
    const { deps, cancelled } = fakeOrders(anOrder());
    await cancelOrder(deps, customer, 'order-1', customer.email);
    expect(cancelled).toEqual(['order-1']);
  });

  it('compares the email of the path case-insensitively', async () => {
    const { deps, cancelled } = fakeOrders(anOrder());
    await cancelOrder(deps, customer, 'order-1', 'CUSTOMER@tools.test');
    expect(cancelled).toEqual(['order-1']);
  });

  it('refuses an email in the path that is not the caller', async () => {
    const { deps, cancelled } = fakeOrders(anOrder({ email: otherCustomer.email }));
    await expect(cancelOrder(deps, customer, 'order-1', otherCustomer.email)).rejects.toMatchObject({ statusCode: 403 });
    expect(cancelled).toEqual([]);
  });

  it("refuses another customer's order, even when the caller now has the email it was placed with", async () => {
    const { deps, cancelled } = fakeOrders(anOrder({ userId: otherCustomer.uid, email: customer.email }));
    await expect(cancelOrder(deps, customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode: 403 });
    expect(cancelled).toEqual([]);
  });

  it('answers 404 for an unknown order', async () => {
    const { deps } = fakeOrders(undefined);
    await expect(cancelOrder(deps, customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each(['paid', 'delivered'] as const)('answers 409 for a %s order', async (status) => {
    const { deps, cancelled } = fakeOrders(anOrder({ status }));
    await expect(cancelOrder(deps, customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode: 409 });
    expect(cancelled).toEqual([]);
  });

  it.each([
    ['missing', 404],
    ['not-owner', 403],
    ['not-cancellable', 409],
  ] as const)('answers %s found by the write (a change in between) with %i', async (outcome, statusCode) => {
    const { deps } = fakeOrders(anOrder(), outcome);
    await expect(cancelOrder(deps, customer, 'order-1', customer.email)).rejects.toMatchObject({ statusCode });
  });
});
