/**
 * POST /orders against the local stack (DynamoDB Local under the template's roles): the stock of
 * every line taken in one transaction or none of it, and given back, all lines at once, by a
 * cancel, an expired hold and a refund.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderAnswer as Order } from '../../functions/orders/contract/order.js';
import { scheduledEvent } from '../../infra/local/local-triggers.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { clockPasses } from '../support/eventually.js';
import { checkout, placeCartOrder } from '../support/orders.js';
import { withRetryOn503 } from '../support/retry.js';
import { runFunction } from '../support/run-function.js';
import { payOrder } from '../security/support/payments.js';

const stockOf = async (toolIds: string[]) => Promise.all(toolIds.map(async (id) => (await readTool(id)).available));
const readOrder = async (user: SignedInUser, orderId: string) => (await callApi<Order>('GET', `/pay/${orderId}`, { auth: user.token })).body;

describe('a cart checked out as one order (POST /orders)', () => {
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let tools: string[];

  beforeAll(async () => {
    admin = await seededAdmin();
    buyer = await freshCustomer('cart');
    tools = await Promise.all([
      addTool(admin.token, { name: `Cart Vise ${Date.now()}`, available: 1_000, minimum: 1, price: 19.99 }),
      addTool(admin.token, { available: 1_000, minimum: 1, price: 0.1 }),
      addTool(admin.token, { available: 1_000, minimum: 5, price: 1234.57 }),
    ]);
  });

  const cart = (a: number, b: number, c: number) => [
    { toolId: tools[0]!, quantity: a },
    { toolId: tools[1]!, quantity: b },
    { toolId: tools[2]!, quantity: c },
  ];

  it('takes the stock of all three tools and prices every line on the server', async () => {
    const before = await stockOf(tools);

    const response = await checkout(buyer, cart(3, 7, 11), { poNumber: ' PO-4471 ' });

    expect(response.status).toBe(201);
    const order = response.body.order!;
    expect(order.lines.map(({ toolId, quantity, unitPrice, amountCents }) => ({ toolId, quantity, unitPrice, amountCents }))).toEqual([
      { toolId: tools[0], quantity: 3, unitPrice: 19.99, amountCents: 5997 },
      { toolId: tools[1], quantity: 7, unitPrice: 0.1, amountCents: 70 },
      { toolId: tools[2], quantity: 11, unitPrice: 1234.57, amountCents: 1_358_027 },
    ]);
    expect(order).toMatchObject({ subtotalCents: 1_364_094, taxCents: 0, amountCents: 1_364_094, price: 13_640.94, quantity: 21, status: 'Not paid' });
    expect(order.product_name).toMatch(/^Cart Vise \d+ and 2 more$/);
    expect(order.poNumber).toBe('PO-4471');
    expect(await stockOf(tools)).toEqual([before[0]! - 3, before[1]! - 7, before[2]! - 11]);
    expect(await readOrder(buyer, order._id)).toEqual(order);
  });

  it('takes nothing when the third line asks more than its stock: 400 naming lines.2.quantity', async () => {
    const before = await stockOf(tools);

    const response = await checkout(buyer, cart(1, 1, before[2]! + 1));

    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([{ field: 'lines.2.quantity', message: `Maximum quantity must be less or equal ${before[2]}` }]);
    expect(await stockOf(tools)).toEqual(before);
  });

  it('takes nothing when the third tool is out of stock: 409 naming the tool', async () => {
    const soldOut = await addTool(admin.token, { available: 2, minimum: 5, price: 3 });
    const before = await stockOf(tools);

    const response = await checkout(buyer, [...cart(1, 1, 5).slice(0, 2), { toolId: soldOut, quantity: 5 }]);

    expect(response.status).toBe(409);
    expect(response.body.details).toEqual({ toolId: soldOut });
    expect(await stockOf(tools)).toEqual(before);
  });

  it('answers a retry with the same Idempotency-Key with the same order, taking the stock once', async () => {
    const before = await stockOf(tools);
    const headers = { 'idempotency-key': `cart-retry-${Date.now()}` };

    const [first, second] = await Promise.all([checkout(buyer, cart(2, 2, 5), {}, headers), checkout(buyer, cart(2, 2, 5), {}, headers)]);

    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect(second!.body.order?._id).toBe(first!.body.order?._id);
    expect(await stockOf(tools)).toEqual([before[0]! - 2, before[1]! - 2, before[2]! - 5]);
  });

  it('gives every line back when the order is cancelled', async () => {
    const order = await placeCartOrder(buyer, cart(4, 4, 6));
    const held = await stockOf(tools);

    const cancelled = await callApi('DELETE', `/myordercancel/${order._id}/${encodeURIComponent(buyer.email)}`, { auth: buyer.token });

    expect(cancelled.status).toBe(200);
    expect(await stockOf(tools)).toEqual([held[0]! + 4, held[1]! + 4, held[2]! + 6]);
  });

  it('gives every line back when the hold expires', async () => {
    // Tools of its own: the expiry run also ends the other tests' unpaid orders.
    const own = await Promise.all([1, 2, 3].map(() => addTool(admin.token, { available: 100, minimum: 1, price: 4 })));
    const order = await placeCartOrder(
      buyer,
      own.map((toolId, i) => ({ toolId, quantity: 5 + i })),
    );
    expect(await stockOf(own)).toEqual([95, 94, 93]);
    // The test stack holds stock for 3 seconds.
    await clockPasses(order.holdExpiresAt ?? '');

    const run = await runFunction<{ expired: string[] }>('expire-unpaid-orders', scheduledEvent());

    expect(run.expired).toContain(order._id);
    expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'hold-expired' });
    expect(await stockOf(own)).toEqual([100, 100, 100]);
  });

  it('charges the whole order in one payment and gives every line back when the paid order is refunded', async () => {
    const order = await payOrder(buyer, placeCartOrder(buyer, cart(6, 6, 8)));
    const held = await stockOf(tools);
    expect(await readOrder(buyer, order._id)).toMatchObject({ status: 'paid', amountCents: order.amountCents });

    const refunded = await callApi<{ order?: Order }>('POST', `/refund/${order._id}`, { auth: admin.token });

    expect(refunded.status).toBe(200);
    expect(refunded.body.order).toMatchObject({ status: 'refunded', lines: order.lines });
    expect(await stockOf(tools)).toEqual([held[0]! + 6, held[1]! + 6, held[2]! + 8]);
  });

  it('lets the buyer of a paid several-line order review any of its tools', async () => {
    const reviewer = await freshCustomer('cart-review');
    await payOrder(reviewer, placeCartOrder(reviewer, cart(1, 1, 5)));

    const review = await callApi('POST', '/addareview', { auth: reviewer.token, body: { toolId: tools[1], comment: 'Bought in a cart', star: 4 } });

    expect(review.status).toBe(201);
  });

  it('lets 3 of 10 buyers, each with their own tool and the same contested one in their cart, take its last 30 units; the others take nothing', async () => {
    const contested = await addTool(admin.token, { available: 30, minimum: 1, price: 2 });
    const buyers = await Promise.all(Array.from({ length: 10 }, (_unused, i) => freshCustomer(`cart-race-${i}`)));
    const own = await Promise.all(buyers.map(() => addTool(admin.token, { available: 100, minimum: 1, price: 1 })));

    const responses = await Promise.all(
      buyers.map((racer, i) =>
        withRetryOn503(() =>
          checkout(racer, [
            { toolId: own[i]!, quantity: 5 },
            { toolId: contested, quantity: 10 },
          ]),
        ),
      ),
    );

    const won = responses.map((response) => response.status === 201);
    expect(won.filter(Boolean)).toHaveLength(3);
    for (const response of responses.filter((r) => r.status !== 201)) {
      // Refused before the write (the stock read was already too low) or by the transaction (taken in between).
      expect([400, 409]).toContain(response.status);
      if (response.status === 409) expect(response.body.details).toEqual({ toolId: contested });
      else expect(response.body.details).toEqual([{ field: 'lines.1.quantity', message: expect.stringMatching(/^Maximum quantity must be less or equal/) }]);
    }
    expect((await readTool(contested)).available).toBe(0);
    expect(await stockOf(own)).toEqual(won.map((w) => (w ? 95 : 100)));
  });
});
