/**
 * Quick order on the local stack: 200 rows checked at once, every status answered row by row (a bad
 * row never fails the others), rows of one SKU merged ignoring case, and a trade member's price.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckedRow } from '../../functions/quick-order/contract/quick-order.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { approvedCompanyOf } from '../support/trade.js';

const check = (user: SignedInUser, rows: unknown) =>
  callApi<{ rows: CheckedRow[]; message?: string }>('POST', '/quick-order/check', { auth: user.token, body: { rows } });

describe('quick order', () => {
  let shopAdmin: SignedInUser;
  let buyer: SignedInUser;
  /** A run's own SKUs: the stack's tables outlive a run. */
  const prefix = `QO${randomUUID().slice(0, 6).toUpperCase()}`;
  const sku = (name: string) => `${prefix}-${name}`;

  beforeAll(async () => {
    [shopAdmin, buyer] = await Promise.all([seededAdmin(), freshCustomer('quick-order')]);
    // Boxes of 10, at least 20, at most 100 an order, 60 in stock; $2.00 a unit, $1.50 from 50.
    await addTool(shopAdmin.token, {
      sku: sku('BOX'),
      minimum: 20,
      available: 60,
      price: 2,
      orderMultiple: 10,
      maxPerOrder: 100,
      priceBreaks: [{ minQuantity: 50, unitPrice: 1.5 }],
    });
    await addTool(shopAdmin.token, { sku: sku('BIG'), minimum: 1, available: 1000, price: 3, maxPerOrder: 40 });
    const archived = await addTool(shopAdmin.token, { sku: sku('OLD'), minimum: 1, available: 10, price: 1 });
    expect((await callApi('DELETE', `/deleteproduct/${encodeURIComponent(shopAdmin.email)}/${archived}`, { auth: shopAdmin.token })).status).toBe(200);
  });

  it('answers 200 rows, each on its own, with every status, in the order sent and merged by SKU', async () => {
    const known = [
      { sku: sku('box').toLowerCase(), quantity: 20 }, // ok (matched ignoring case)
      { sku: sku('BOX'), quantity: 30 }, // merged into the first: 50, ok at the break price
      { sku: sku('BIG'), quantity: 41 }, // over max per order
      { sku: sku('OLD'), quantity: 1 }, // not on sale
    ];
    const unknown = Array.from({ length: 196 }, (_, i) => ({ sku: sku(`NONE${i}`), quantity: 1 }));
    const answer = await check(buyer, [...known, ...unknown]);
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toHaveLength(3 + 196);
    expect(answer.body.rows.slice(0, 3)).toEqual([
      expect.objectContaining({ sku: sku('BOX'), quantity: 50, status: 'ok', unitPrice: 1.5 }),
      expect.objectContaining({ sku: sku('BIG'), quantity: 41, status: 'over max per order', suggestedQuantity: 40, unitPrice: 3 }),
      expect.objectContaining({ sku: sku('OLD'), quantity: 1, status: 'not on sale' }),
    ]);
    expect(answer.body.rows.slice(3).every((row) => row.status === 'unknown SKU' && row.toolId === undefined)).toBe(true);

    const edges = await check(buyer, [
      { sku: sku('BOX'), quantity: 10 },
      { sku: sku('BIG'), quantity: 0 },
    ]);
    expect(edges.body.rows.map((row) => [row.status, row.suggestedQuantity])).toEqual([
      ['below minimum', 20],
      ['below minimum', 1],
    ]);
    const packs = await check(buyer, [{ sku: sku('BOX'), quantity: 25 }]);
    expect(packs.body.rows[0]).toMatchObject({ status: 'not a pack multiple', suggestedQuantity: 30, unitPrice: 2 });
    const stock = await check(buyer, [{ sku: sku('BOX'), quantity: 70 }]);
    expect(stock.body.rows[0]).toMatchObject({ status: 'not enough stock', suggestedQuantity: 60 });
  });

  it('refuses more than 200 rows, or a row that is not a SKU and a whole quantity, naming the field', async () => {
    const many = await check(
      buyer,
      Array.from({ length: 201 }, (_, i) => ({ sku: `X${i}`, quantity: 1 })),
    );
    expect(many).toMatchObject({ status: 400 });
    const fractional = await callApi<{ details: { field: string }[] }>('POST', '/quick-order/check', {
      auth: buyer.token,
      body: {
        rows: [
          { sku: 'A', quantity: 1 },
          { sku: 'B', quantity: 1.5 },
        ],
      },
    });
    expect(fractional.status).toBe(400);
    expect(fractional.body.details.map((detail) => detail.field)).toContain('rows.1.quantity');
    expect((await callApi('POST', '/quick-order/check', { body: { rows: [{ sku: 'A', quantity: 1 }] } })).status).toBe(401);
  });

  it("prices a trade member's rows by the trade rule", async () => {
    const member = await freshCustomer('quick-order-member');
    await approvedCompanyOf(member, shopAdmin, { discountPercent: 10 });
    const answer = await check(member, [{ sku: sku('BOX'), quantity: 20 }]);
    expect(answer.body.rows[0]).toMatchObject({ status: 'ok', unitPrice: 1.8 });
  });
});
