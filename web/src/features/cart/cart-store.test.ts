import { describe, expect, it } from 'vitest';
import { aTool } from '../../test/builders';
import { addToCart, CART_STORAGE_KEY, cartLines, removeFromCart, setLineQuantity } from './cart-store';

describe('the cart', () => {
  it('adds a tool as a line and adds to its line when the same tool is added again', () => {
    const tool = aTool({ _id: 'vise', name: 'Bench Vise', minimum: 10, available: 100, priceCents: 1999 });
    expect(addToCart(tool, 10)).toEqual({ added: true, quantity: 10 });
    expect(addToCart(tool, 5)).toEqual({ added: true, quantity: 15 });
    expect(cartLines()).toEqual([
      { toolId: 'vise', name: 'Bench Vise', img: tool.img, priceCents: 1999, minimum: 10, available: 100, sku: 'VISE', orderMultiple: 1, quantity: 15 },
    ]);
  });

  it('keeps whole packs: a part pack or more than the max per order is refused with the rule', () => {
    const bolts = aTool({ _id: 'bolts', minimum: 12, available: 1000, orderMultiple: 12, maxPerOrder: 48 });
    expect(addToCart(bolts, 13)).toEqual({ added: false, message: 'Sold in packs of 12' });
    expect(addToCart(bolts, 24)).toEqual({ added: true, quantity: 24 });
    expect(addToCart(bolts, 36)).toEqual({ added: false, message: 'At most 48 per order' });
    expect(cartLines()).toEqual([expect.objectContaining({ toolId: 'bolts', quantity: 24, orderMultiple: 12, maxPerOrder: 48 })]);
  });

  it("refuses a quantity the tool cannot serve with the purchase form's words, and changes nothing", () => {
    const tool = aTool({ _id: 'clamp', minimum: 10, available: 30 });
    expect(addToCart(tool, 5)).toEqual({ added: false, message: 'minimum quantity is 10 and maximum quantity is 30' });
    addToCart(tool, 20);
    expect(addToCart(tool, 11)).toEqual({ added: false, message: 'minimum quantity is 10 and maximum quantity is 30' });
    expect(cartLines().map((line) => line.quantity)).toEqual([20]);
  });

  it('holds at most 25 tools', () => {
    for (let i = 0; i < 25; i++) addToCart(aTool({ _id: `tool-${i}`, minimum: 1 }), 1);
    expect(addToCart(aTool({ _id: 'tool-25', minimum: 1 }), 1)).toEqual({ added: false, message: 'A cart holds at most 25 tools: check out first' });
    expect(addToCart(aTool({ _id: 'tool-0', minimum: 1 }), 1)).toMatchObject({ added: true });
  });

  it('survives a reload: read back from local storage, a cleared quantity included; a damaged entry is an empty cart', () => {
    addToCart(aTool({ _id: 'a', minimum: 1 }), 3);
    addToCart(aTool({ _id: 'b', minimum: 1 }), 4);
    setLineQuantity('a', Number.NaN);
    const stored = localStorage.getItem(CART_STORAGE_KEY);
    localStorage.setItem(CART_STORAGE_KEY, '[]');
    localStorage.setItem(CART_STORAGE_KEY, stored ?? '');
    expect(cartLines().map((line) => [line.toolId, line.quantity])).toEqual([
      ['a', Number.NaN],
      ['b', 4],
    ]);
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(cartLines()).toEqual([]);
  });

  it("keeps the tool's price breaks on its line, read back after a reload; a line with damaged breaks is left out", () => {
    const priceBreaks = [{ minQuantity: 50, unitPriceCents: 950 }];
    addToCart(aTool({ _id: 'vise', minimum: 10, priceBreaks }), 20);
    addToCart(aTool({ _id: 'clamp', minimum: 10, priceBreaks: [] }), 20);
    expect(cartLines().map((line) => [line.toolId, line.priceBreaks])).toEqual([
      ['vise', priceBreaks],
      ['clamp', undefined],
    ]);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as Record<string, unknown>[];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([stored[0], { ...stored[1], priceBreaks: [{ minQuantity: '50' }] }]));
    expect(cartLines().map((line) => [line.toolId, line.priceBreaks])).toEqual([['vise', priceBreaks]]);
  });

  it('takes placed lines out and keeps the others', () => {
    addToCart(aTool({ _id: 'a', minimum: 1 }), 1);
    addToCart(aTool({ _id: 'b', minimum: 1 }), 1);
    removeFromCart(['a']);
    expect(cartLines().map((line) => line.toolId)).toEqual(['b']);
  });
});
