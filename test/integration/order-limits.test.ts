import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_ADMIN } from '../../infra/local/seed-data.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { emailArrives, sentEmails } from '../support/mailbox.js';
import { placeOrder, purchase } from '../support/orders.js';
import { paidOrder } from '../security/support/payments.js';

describe('the limits that keep the shop open for everyone', () => {
  let admin: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    admin = await seededAdmin();
    toolId = await addTool(admin.token, { available: 1_000, minimum: 1, price: 12.35 });
  });

  const cancel = (user: SignedInUser, orderId: string) =>
    callApi('DELETE', `/myordercancel/${orderId}/${encodeURIComponent(user.email)}`, { auth: user.token });

  it('refuses a fourth unpaid order with 429, taking no stock, and takes one again once an order is paid or cancelled', async () => {
    const buyer = await freshCustomer('limit');
    const first = await placeOrder(buyer, toolId, 1);
    for (const quantity of [2, 3]) await placeOrder(buyer, toolId, quantity);
    const before = (await readTool(toolId)).available;

    const fourth = await purchase(buyer, toolId, 1);

    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('You have 3 unpaid orders: pay or cancel one first');
    expect((await readTool(toolId)).available).toBe(before);

    expect((await cancel(buyer, first._id)).status).toBe(200);
    expect((await purchase(buyer, toolId, 1)).status).toBe(200);
    expect((await purchase(buyer, toolId, 1)).status).toBe(429);
  });

  it('counts only unpaid orders: paid ones do not count', async () => {
    const buyer = await freshCustomer('payer');
    for (const quantity of [1, 2, 3]) await paidOrder(buyer, toolId, quantity);
    for (const quantity of [4, 5, 6]) await placeOrder(buyer, toolId, quantity);
    expect((await purchase(buyer, toolId, 7)).status).toBe(429);
  });

  it('counts each account on its own', async () => {
    const [one, other] = await Promise.all([freshCustomer('one'), freshCustomer('other')]);
    for (const quantity of [1, 2, 3]) await placeOrder(one, toolId, quantity);
    expect((await purchase(other, toolId, 1)).status).toBe(200);
  });

  it.each([
    ['under $0.50', { price: 0.49, available: 10, minimum: 1 }, 1, '$0.49'],
    ['over $999,999.99', { price: 9_000, available: 500, minimum: 1 }, 112, '$1,008,000.00'],
  ])('refuses a total %s with 400 naming quantity, and takes no stock', async (_case, tool, quantity, total) => {
    const [buyer, id] = await Promise.all([freshCustomer('bounds'), addTool(admin.token, tool)]);

    const response = await purchase(buyer, id, quantity);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      details: [{ field: 'quantity', message: `the order total must be between $0.50 and $999,999.99; this one is ${total}` }],
    });
    expect((await readTool(id)).available).toBe(tool.available);
  });
});

describe('order emails go only to verified addresses', () => {
  let toolId: string;

  beforeAll(async () => {
    const admin = await seededAdmin();
    toolId = await addTool(admin.token, { available: 1_000, minimum: 1, price: 12.35 });
  });

  it("emails a verified customer's order", async () => {
    const buyer = await freshCustomer('verified');
    const order = await placeOrder(buyer, toolId, 2);
    expect((await emailArrives(order._id, 'Order placed'))?.destination.to).toEqual([buyer.email]);
  });

  it("sends an unverified customer nothing, while the admins' note of the same payment goes out", async () => {
    const buyer = await freshCustomer('unverified', { verified: false });
    const order = await paidOrder(buyer, toolId, 3);
    expect(order.emailVerified).toBe(false);

    // The admins' note is sent from the same change as the receipt would be, after it.
    expect((await emailArrives(order._id, 'Paid order to ship'))?.destination.to).toEqual([SEED_ADMIN.email]);
    const toBuyer = (await sentEmails()).filter((email) => email.destination.to.includes(buyer.email));
    expect(toBuyer).toEqual([]);
  });
});
