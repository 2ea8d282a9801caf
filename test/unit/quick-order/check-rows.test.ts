import { describe, expect, it } from 'vitest';
import { checkRows, mergeRows, rowStatus, suggestedQuantity, type QuickOrderTool } from '../../../functions/quick-order/domain/check-rows.js';
import type { OrderTerms } from '../../../functions/trade/contract/trade-price.js';
import { customer } from '../support/api.js';

/** Sold in boxes of 10, at least 20, at most 200 an order, 150 in stock; $2.00 each, $1.50 from 100. */
const box: QuickOrderTool = {
  _id: 'tool-box',
  name: 'Wood screws',
  sku: 'WS-10',
  minimum: 20,
  available: 150,
  priceCents: 200,
  priceBreaks: [{ minQuantity: 100, unitPriceCents: 150 }],
  orderMultiple: 10,
  maxPerOrder: 200,
};

describe('a quick-order row against its tool', () => {
  it.each([
    [undefined, 10, 'unknown SKU'],
    [{ ...box, archived: true }, 20, 'not on sale'],
    [box, 10, 'below minimum'],
    [box, 19, 'below minimum'],
    [box, 20, 'ok'],
    [box, 25, 'not a pack multiple'],
    [box, 150, 'ok'],
    [box, 160, 'not enough stock'],
    [{ ...box, available: 1000 }, 200, 'ok'],
    [{ ...box, available: 1000 }, 210, 'over max per order'],
    [{ ...box, orderMultiple: 1, maxPerOrder: 1000 }, 21, 'ok'],
  ] as const)('%#: %o × %i is %s', (tool, quantity, status) => {
    expect(rowStatus(tool, quantity)).toBe(status);
  });

  it('suggests up to the next pack and the minimum, down to the maximum and the stock, or nothing when no quantity fits', () => {
    expect(suggestedQuantity(box, 25)).toBe(30);
    expect(suggestedQuantity(box, 1)).toBe(20);
    expect(suggestedQuantity(box, 151)).toBe(150);
    expect(suggestedQuantity({ ...box, available: 1000 }, 999)).toBe(200);
    expect(suggestedQuantity({ ...box, available: 155 }, 160)).toBe(150);
    expect(suggestedQuantity({ ...box, available: 19 }, 20)).toBeUndefined();
  });

  it('merges rows of one SKU, ignoring case, where the first was sent', () => {
    expect(
      mergeRows([
        { sku: 'ws-10', quantity: 10 },
        { sku: 'AB', quantity: 1 },
        { sku: 'WS-10', quantity: 20 },
      ]),
    ).toEqual([
      { sku: 'WS-10', quantity: 30 },
      { sku: 'AB', quantity: 1 },
    ]);
  });
});

describe('checking rows', () => {
  const deps = (terms?: OrderTerms) => ({
    toolsBySku: async (skus: readonly string[]) => new Map(skus.includes('WS-10') ? [['WS-10', box] as const] : []),
    orderTermsOf: async () => terms,
  });

  it('answers every row on its own: the price at the quantity, or at the suggested one, and no price for an unknown SKU', async () => {
    const rows = await checkRows(deps(), customer, [
      { sku: 'ws-10', quantity: 100 },
      { sku: 'nope', quantity: 5 },
    ]);
    expect(rows).toEqual([
      { sku: 'WS-10', quantity: 100, status: 'ok', toolId: 'tool-box', name: 'Wood screws', unitPrice: 1.5 },
      { sku: 'NOPE', quantity: 5, status: 'unknown SKU' },
    ]);
    expect((await checkRows(deps(), customer, [{ sku: 'WS-10', quantity: 25 }]))[0]).toMatchObject({
      status: 'not a pack multiple',
      suggestedQuantity: 30,
      unitPrice: 2,
    });
  });

  it("prices a trade member's rows by the trade rule", async () => {
    const terms: OrderTerms = { companyId: 'c1', companyName: 'Acme', discountPercent: 10, contractPriceCents: {}, role: 'buyer' };
    expect((await checkRows(deps(terms), customer, [{ sku: 'WS-10', quantity: 20 }]))[0]).toMatchObject({ status: 'ok', unitPrice: 1.8 });
  });
});
