import { DeleteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderAnswer as Order } from '../../functions/orders/contract/order.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../infra/local/local-config.js';
import { scheduledEvent } from '../../infra/local/local-triggers.js';
import { SEED_ADMIN } from '../../infra/local/seed-data.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { clockPasses } from '../support/eventually.js';
import { emailArrives, sentEmails } from '../support/mailbox.js';
import { checkout, placeOrder, purchase } from '../support/orders.js';
import { runFunction } from '../support/run-function.js';
import { paidOrder, payOrder } from '../security/support/payments.js';

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

describe('the unpaid-order limit under orders placed at once', () => {
  const LIMIT_MESSAGE = 'You have 3 unpaid orders: pay or cancel one first';
  let admin: SignedInUser;
  let toolId: string;
  let db: DynamoDBDocumentClient;
  const users = localTableNames().users;

  beforeAll(async () => {
    admin = await seededAdmin();
    toolId = await addTool(admin.token, { available: 10_000, minimum: 1, price: 2.5 });
    db = DynamoDBDocumentClient.from(localDynamoDbClient(inject('localStack').dynamoDbUrl));
  });

  /** The account's count of unpaid orders as stored (its counter item in the users table). */
  const storedCount = async (user: SignedInUser) =>
    (await db.send(new GetCommand({ TableName: users, Key: { _id: `unpaid#${user.uid}` }, ConsistentRead: true }))).Item?.unpaidOrders;
  const cancel = (user: SignedInUser, orderId: string) =>
    callApi('DELETE', `/myordercancel/${orderId}/${encodeURIComponent(user.email)}`, { auth: user.token });

  /** 3 one-tool orders (PUT /purchase/{id}) and 3 cart checkouts (POST /orders) of `quantity` units each, all at once. */
  async function sixAtOnce(buyer: SignedInUser, quantity: number) {
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => purchase(buyer, toolId, quantity)),
      ...[1, 2, 3].map(() => checkout(buyer, [{ toolId, quantity }])),
    ]);
    const placed = answers.flatMap((answer) => (answer.body.order && [200, 201].includes(answer.status) ? [answer.body.order] : []));
    const refused = answers.filter((answer) => answer.status === 429);
    return { answers, placed, refused };
  }

  it('lets exactly 3 of 6 orders placed at once by an account with none unpaid pass, the others 429 taking no stock; paying or cancelling one lets one more in', async () => {
    const buyer = await freshCustomer('burst');
    const stockBefore = (await readTool(toolId)).available;

    const { answers, placed, refused } = await sixAtOnce(buyer, 2);

    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expect(answer.body.message).toBe(LIMIT_MESSAGE);
    expect(answers.map((answer) => answer.status).every((status) => [200, 201, 429].includes(status))).toBe(true);
    expect((await readTool(toolId)).available).toBe(stockBefore - 3 * 2);
    expect(await storedCount(buyer)).toBe(3);

    const [first, second] = placed as [Order, Order, Order];
    await payOrder(buyer, Promise.resolve(first));
    expect(await storedCount(buyer)).toBe(2);
    expect((await purchase(buyer, toolId, 1)).status).toBe(200);
    const fourth = await purchase(buyer, toolId, 1);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(LIMIT_MESSAGE);

    expect((await cancel(buyer, second._id)).status).toBe(200);
    expect(await storedCount(buyer)).toBe(2);
    expect((await checkout(buyer, [{ toolId, quantity: 1 }])).status).toBe(201);
    expect((await purchase(buyer, toolId, 1)).status).toBe(429);
    expect(await storedCount(buyer)).toBe(3);
  });

  it('lets the account order again once the scheduled expiry cancelled its unpaid orders, and still only up to the limit', async () => {
    const buyer = await freshCustomer('expired');
    const orders = await Promise.all([1, 2, 3].map(() => placeOrder(buyer, toolId, 1)));
    expect((await purchase(buyer, toolId, 1)).status).toBe(429);
    // The test stack holds stock for 3 seconds: wait until the last order's hold has ended.
    const lastHoldEnd = Math.max(...orders.map((order) => Date.parse(order.holdExpiresAt ?? '')));
    await clockPasses(lastHoldEnd);

    const run = await runFunction<{ expired: string[] }>('expire-unpaid-orders', scheduledEvent());

    expect(run.expired).toEqual(expect.arrayContaining(orders.map((order) => order._id)));
    expect(await storedCount(buyer)).toBe(0);
    const { placed, refused } = await sixAtOnce(buyer, 1);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(3);
  });

  it('counts the unpaid orders of an account that has no count yet (orders placed before it was kept), and takes them off when they are paid', async () => {
    const buyer = await freshCustomer('before');
    const [cancelled, older] = await Promise.all([placeOrder(buyer, toolId, 1), placeOrder(buyer, toolId, 1), placeOrder(buyer, toolId, 1)]);
    // As an account looked before the count was kept: its unpaid orders, and no counter item.
    await db.send(new DeleteCommand({ TableName: users, Key: { _id: `unpaid#${buyer.uid}` } }));
    // An order leaving 'Not paid' then has nothing to take off, and makes no counter.
    expect((await cancel(buyer, cancelled!._id)).status).toBe(200);
    expect(await storedCount(buyer)).toBeUndefined();

    const { placed, refused } = await sixAtOnce(buyer, 1);

    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const answer of refused) expect(answer.body.message).toBe(LIMIT_MESSAGE);
    expect(await storedCount(buyer)).toBe(3);
    await payOrder(buyer, Promise.resolve(older!));
    expect(await storedCount(buyer)).toBe(2);
    expect((await purchase(buyer, toolId, 1)).status).toBe(200);
    expect((await purchase(buyer, toolId, 1)).status).toBe(429);
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
