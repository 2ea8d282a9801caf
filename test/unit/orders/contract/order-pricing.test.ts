import { describe, expect, it } from 'vitest';
import { orderAmounts, readOrder } from '../../../../functions/orders/contract/order.js';
import { priceOrder, summaryOf, type PricedTool } from '../../../../functions/orders/contract/order-pricing.js';

const tools: Record<string, PricedTool> = {
  vise: { _id: 'vise', name: 'Bench Vise', price: 19.99 },
  clamp: { _id: 'clamp', name: 'F-Clamp', price: 0.1 },
  drill: { _id: 'drill', name: 'Drill', price: 1234.57 },
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
      { toolId: 'vise', product_name: 'Bench Vise', quantity: 3, unitPrice: 19.99, amountCents: 5997 },
      { toolId: 'clamp', product_name: 'F-Clamp', quantity: 7, unitPrice: 0.1, amountCents: 70 },
      { toolId: 'drill', product_name: 'Drill', quantity: 11, unitPrice: 1234.57, amountCents: 1_358_027 },
    ]);
    expect(pricing).toMatchObject({ subtotalCents: 1_364_094, taxCents: 0, amountCents: 1_364_094 });
  });
});

describe('the one-tool fields (product_name, quantity, price), derived from the lines', () => {
  it("names the tool of a one-line order, and '{first} and {n} more' for several", () => {
    const one = priceOrder([{ toolId: 'vise', quantity: 3 }], toolOf);
    expect(summaryOf(one)).toEqual({ product_name: 'Bench Vise', quantity: 3, price: 59.97, toolId: 'vise', unitPrice: 19.99 });
    const three = priceOrder(
      [
        { toolId: 'clamp', quantity: 7 },
        { toolId: 'vise', quantity: 3 },
        { toolId: 'drill', quantity: 1 },
      ],
      toolOf,
    );
    expect(summaryOf(three)).toEqual({ product_name: 'F-Clamp and 2 more', quantity: 11, price: 1295.24 });
  });

  it('gives an order its totals and its one-tool fields together', () => {
    const { lines } = priceOrder([{ toolId: 'clamp', quantity: 3 }], toolOf);
    expect(orderAmounts(lines)).toEqual({
      lines,
      subtotalCents: 30,
      taxCents: 0,
      amountCents: 30,
      product_name: 'F-Clamp',
      quantity: 3,
      price: 0.3,
      toolId: 'clamp',
      unitPrice: 0.1,
    });
  });
});

describe('readOrder', () => {
  const stored = {
    _id: 'o-1',
    userId: 'u-1',
    user_name: 'Ada',
    email: 'ada@tools.test',
    address: '1 Forge Lane',
    number: '01234567890',
    status: 'paid',
    createdAt: '2024-05-01T12:00:00.000Z',
  };

  it('reads an order stored before lines as its one line, untaxed', () => {
    const order = readOrder({ ...stored, toolId: 'vise', product_name: 'Bench Vise', quantity: 3, unitPrice: 19.99, price: 59.97, amountCents: 5997 });
    expect(order.lines).toEqual([{ toolId: 'vise', product_name: 'Bench Vise', quantity: 3, unitPrice: 19.99, amountCents: 5997 }]);
    expect(order).toMatchObject({ subtotalCents: 5997, taxCents: 0, amountCents: 5997 });
  });

  it('reads an order with lines as stored', () => {
    const { lines } = priceOrder(
      [
        { toolId: 'vise', quantity: 1 },
        { toolId: 'clamp', quantity: 2 },
      ],
      toolOf,
    );
    const order = readOrder({ ...stored, ...orderAmounts(lines), poNumber: 'PO-7' });
    expect(order).toMatchObject({ lines, product_name: 'Bench Vise and 1 more', quantity: 3, subtotalCents: 2019, amountCents: 2019, poNumber: 'PO-7' });
  });
});
