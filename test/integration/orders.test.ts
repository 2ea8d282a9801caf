import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { placeOrder, purchase } from '../support/orders.js';

describe('a customer ordering a tool', () => {
  let buyer: SignedInUser;
  let otherCustomer: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    const admin = await seededAdmin();
    otherCustomer = await freshCustomer('other');
    toolId = await addTool(admin.token, { available: 500, minimum: 10, price: 12.35 });
  });

  // A buyer per test: an account holds at most 3 unpaid orders.
  beforeEach(async () => {
    buyer = await freshCustomer('buyer');
  });

  const myOrders = (user: SignedInUser, email = user.email) =>
    callApi<{ orders: Order[] }>('GET', `/myorder/${encodeURIComponent(email)}`, { auth: user.token });

  it('creates an unpaid order, takes its units from stock and computes the total on the server', async () => {
    const before = await readTool(toolId);

    const response = await purchase(buyer, toolId, 40, { price: 0.01, status: 'paid', product_name: 'Fake' });

    expect(response.status).toBe(200);
    expect(response.body.quantityUpdateResult).toEqual({ modifiedCount: 1 });
    expect(response.body.order).toMatchObject({
      email: buyer.email,
      product_name: before.name,
      quantity: 40,
      price: 494, // 12.35 x 40, not the 0.01 the client sent
      status: 'Not paid',
    });
    expect((await readTool(toolId)).available).toBe(before.available - 40);
  });

  it("lists the customer's own orders, newest first", async () => {
    const first = await placeOrder(buyer, toolId, 10);
    const second = await placeOrder(buyer, toolId, 11);

    const response = await myOrders(buyer);

    expect(response.status).toBe(200);
    const ids = response.body.orders.map((order) => order._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids.indexOf(first._id)).toBeGreaterThanOrEqual(0);
    expect(response.body.orders.every((order) => order.email === buyer.email)).toBe(true);
  });

  it('cancels an unpaid order and gives its units back to stock', async () => {
    const order = await placeOrder(buyer, toolId, 25);
    const afterOrder = (await readTool(toolId)).available;

    const response = await callApi('DELETE', `/myordercancel/${order._id}/${encodeURIComponent(buyer.email)}`, { auth: buyer.token });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: { deletedCount: 1 } });
    expect((await readTool(toolId)).available).toBe(afterOrder + 25);
    expect((await myOrders(buyer)).body.orders.map((o) => o._id)).not.toContain(order._id);
  });

  it("does not let another customer read or cancel someone else's order", async () => {
    const order = await placeOrder(buyer, toolId, 12);
    const stock = (await readTool(toolId)).available;
    const cancelPath = (email: string) => `/myordercancel/${order._id}/${encodeURIComponent(email)}`;

    const attempts = await Promise.all([
      callApi('GET', `/pay/${order._id}`, { auth: otherCustomer.token }),
      myOrders(otherCustomer, buyer.email),
      callApi('DELETE', cancelPath(buyer.email), { auth: otherCustomer.token }),
      callApi('DELETE', cancelPath(otherCustomer.email), { auth: otherCustomer.token }),
    ]);

    expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403, 403]);
    expect((await myOrders(buyer)).body.orders.map((o) => o._id)).toContain(order._id);
    expect((await readTool(toolId)).available).toBe(stock);
  });

  it('refuses an order without a token and changes no stock', async () => {
    const stock = (await readTool(toolId)).available;

    const response = await callApi('PUT', `/purchase/${toolId}`, { body: { address: 'x street 1', number: '01234567890', quantity: 10 } });

    expect(response.status).toBe(401);
    expect((await readTool(toolId)).available).toBe(stock);
  });

  it("refuses a quantity below the tool's minimum, naming the field", async () => {
    const response = await purchase(buyer, toolId, 5);

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('quantity');
    expect(JSON.stringify(response.body)).toContain('Minimum quantity must be 10');
  });
});
