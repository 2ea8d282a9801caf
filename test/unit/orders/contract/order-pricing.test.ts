import { describe, expect, it } from 'vitest';
import { orderAmounts, orderAnswer, readOrder } from '../../../../functions/orders/contract/order.js';
import { priceOrder, summaryOf, type PricedTool } from '../../../../functions/orders/contract/order-pricing.js';

const tools: Record<string, PricedTool> = {
  vise: { _id: 'vise', name: 'Bench Vise', priceCents: 1999 },
  clamp: { _id: 'clamp', name: 'F-Clamp', priceCents: 10 },
  drill: { _id: 'drill', name: 'Drill', priceCents: 123_457 },
};
const toolOf = (id: string) => tools[id]!;

describe('priceOrder', () => {
  it('prices every line from its tool in exact cents and sums them', () => {
    const pricing = priceOrder(
      [
        { toolId: 'vise', quantity: 3 },
        { toolId: 'clamp', quantity: 7 },
        { toolId: 'drill', quantity: 11 },
      ],
      toolOf,
    );
    expect(pricing.lines).toEqual([
      { toolId: 'vise', product_name: 'Bench Vise', quantity: 3, unitPriceCents: 1999, amountCents: 5997 },
      { toolId: 'clamp', product_name: 'F-Clamp', quantity: 7, unitPriceCents: 10, amountCents: 70 },
      { toolId: 'drill', product_name: 'Drill', quantity: 11, unitPriceCents: 123_457, amountCents: 1_358_027 },
    ]);
    expect(pricing).toMatchObject({ subtotalCents: 1_364_094, taxCents: 0, amountCents: 1_364_094 });
  });
});

describe('the one-tool fields (product_name, quantity), derived from the lines', () => {
  it("names the tool of a one-line order, and '{first} and {n} more' for several", () => {
    const one = priceOrder([{ toolId: 'vise', quantity: 3 }], toolOf);
    expect(summaryOf(one)).toEqual({ product_name: 'Bench Vise', quantity: 3, toolId: 'vise' });
    const three = priceOrder(
      [
        { toolId: 'clamp', quantity: 7 },
        { toolId: 'vise', quantity: 3 },
        { toolId: 'drill', quantity: 1 },
      ],
      toolOf,
    );
    expect(summaryOf(three)).toEqual({ product_name: 'F-Clamp and 2 more', quantity: 11 });
  });

  it('gives an order its totals and its one-tool fields together', () => {
    const { lines } = priceOrder([{ toolId: 'clamp', quantity: 3 }], toolOf);
    expect(orderAmounts(lines)).toEqual({ lines, subtotalCents: 30, taxCents: 0, amountCents: 30, product_name: 'F-Clamp', quantity: 3, toolId: 'clamp' });
  });
});

describe('readOrder and orderAnswer', () => {
  const stored = {
    _id: 'o-1',
    userId: 'u-1',
    user_name: 'Ada',
    email: 'ada@tools.test',
    emailVerified: true,
    address: '1 Forge Lane',
    number: '01234567890',
    status: 'paid',
    createdAt: '2024-05-01T12:00:00.000Z',
  };
  const twoLines = () =>
    priceOrder(
      [
        { toolId: 'vise', quantity: 1 },
        { toolId: 'clamp', quantity: 2 },
      ],
      toolOf,
    ).lines;

  it('reads an order with lines as stored', () => {
    const lines = twoLines();
    const order = readOrder({ ...stored, ...orderAmounts(lines), poNumber: 'PO-7' });
    expect(order).toMatchObject({ lines, product_name: 'Bench Vise and 1 more', quantity: 3, subtotalCents: 2019, amountCents: 2019, poNumber: 'PO-7' });
  });

  it('refuses an item without lines: every order has them', () => {
    expect(() => readOrder({ ...stored, product_name: 'Bench Vise', quantity: 3, amountCents: 5997 })).toThrow();
  });

  it("answers SPEC's dollars beside the cents: the total, each line's unit price, and a one-line order's", () => {
    const answer = orderAnswer(readOrder({ ...stored, ...orderAmounts(twoLines()) }));
    expect(answer).toMatchObject({ amountCents: 2019, price: 20.19 });
    expect(answer.lines.map((line) => [line.unitPriceCents, line.unitPrice])).toEqual([
      [1999, 19.99],
      [10, 0.1],
    ]);
    expect(answer).not.toHaveProperty('unitPrice');
    const one = orderAnswer(readOrder({ ...stored, ...orderAmounts(priceOrder([{ toolId: 'vise', quantity: 3 }], toolOf).lines) }));
    expect(one).toMatchObject({ price: 59.97, unitPrice: 19.99, toolId: 'vise' });
  });
});
