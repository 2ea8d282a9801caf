import { describe, expect, it } from 'vitest';
import {
  nextPackQuantity,
  normalizeSku,
  orderableQuantity,
  packProblems,
  packQuantityProblem,
  skuFromId,
} from '../../../../functions/catalog/contract/packs.js';
import { orderMultipleField, skuField } from '../../../../functions/catalog/contract/sku-fields.js';
import { storedToolSchema } from '../../../../functions/catalog/contract/tool.js';
import { addProductSchema, editProductSchema } from '../../../../functions/catalog/contract/product-input.js';
import { aTool } from '../../support/fixtures.js';

describe('nextPackQuantity', () => {
  it.each([
    [1, 1, 1],
    [7, 1, 7],
    [1, 6, 6],
    [6, 6, 6],
    [7, 6, 12],
    [0, 6, 0],
    [999, 1000, 1000],
  ])('%i in packs of %i is %i', (quantity, pack, expected) => {
    expect(nextPackQuantity(quantity, pack)).toBe(expected);
  });

  it('brings a quantity up to the minimum and the next pack (Order again)', () => {
    expect(orderableQuantity(5, { minimum: 24, orderMultiple: 12 })).toBe(24);
    expect(orderableQuantity(25, { minimum: 24, orderMultiple: 12 })).toBe(36);
    expect(orderableQuantity(3, { minimum: 1 })).toBe(3);
  });
});

describe('packQuantityProblem', () => {
  const tool = { orderMultiple: 10, maxPerOrder: 100 };
  it.each([
    [10, undefined],
    [100, undefined],
    [15, 'Sold in packs of 10'],
    [110, 'At most 100 per order'],
  ])('%i: %s', (quantity, problem) => {
    expect(packQuantityProblem(quantity, tool)).toBe(problem);
  });
  it('has no rule for a tool without packs', () => {
    expect(packQuantityProblem(7, {})).toBeUndefined();
  });
});

describe('packProblems', () => {
  it('names each field that is not a multiple of the pack size', () => {
    expect(packProblems({ minimum: 5, orderMultiple: 10, maxPerOrder: 95, priceBreaks: [{ minQuantity: 50 }, { minQuantity: 75 }] })).toEqual([
      { path: ['minimum'], message: 'Must be a multiple of the pack size 10' },
      { path: ['priceBreaks', 1, 'minQuantity'], message: 'Must be a multiple of the pack size 10' },
      { path: ['maxPerOrder'], message: 'Must be a multiple of the pack size 10' },
    ]);
    expect(packProblems({ minimum: 10, orderMultiple: 10, maxPerOrder: 1000, priceBreaks: [{ minQuantity: 50 }] })).toEqual([]);
  });
  it('refuses a max per order below the minimum', () => {
    expect(packProblems({ minimum: 20, orderMultiple: 10, maxPerOrder: 10 })).toEqual([
      { path: ['maxPerOrder'], message: 'Max per order must be at least the minimum (20)' },
    ]);
  });
});

describe('SKU', () => {
  it('accepts 1 to 32 of A-Z 0-9 - . _ in any case and stores it upper-case', () => {
    expect(skuField.parse('a')).toBe('A');
    expect(skuField.parse('wh-bv125.x_2')).toBe('WH-BV125.X_2');
    expect(skuField.parse('A'.repeat(32))).toBe('A'.repeat(32));
    expect(normalizeSku(' ab-1 ')).toBe('AB-1');
  });
  it.each(['', 'A'.repeat(33), 'AB 1', 'AB/1', 'ÄB', 'ab#1'])('refuses %j', (sku) => {
    expect(skuField.safeParse(sku).success).toBe(false);
  });
  it("makes one from an id: a UUID's 32 hex digits", () => {
    expect(skuFromId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0F8FAD5BD9CB469FA16570867728950E');
    expect(skuField.parse(skuFromId('0f8fad5b-d9cb-469f-a165-70867728950e'))).toHaveLength(32);
  });
  it('reads a tool stored without SKU or pack size with one made from its id and packs of 1', () => {
    const { sku: _sku, orderMultiple: _multiple, ...stored } = aTool({ _id: 'seed-tool-x' });
    expect(storedToolSchema.parse(stored)).toMatchObject({ sku: 'SEEDTOOLX', orderMultiple: 1 });
  });
});

describe('the product schemas', () => {
  const product = { name: 'Saw', desc: 'Sharp', available: 10, minimum: 12, price: 9.99, img: '/saw.png' };
  it.each([
    [1, true],
    [1000, true],
    [0, false],
    [1001, false],
    [2.5, false],
  ])('pack size %d valid: %s', (orderMultiple, valid) => {
    expect(orderMultipleField.safeParse(orderMultiple).success).toBe(valid);
  });
  it('checks the minimum against the pack size when adding', () => {
    expect(addProductSchema.safeParse({ ...product, orderMultiple: 6 }).success).toBe(true);
    const refused = addProductSchema.safeParse({ ...product, orderMultiple: 5 });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['minimum', 'Must be a multiple of the pack size 5']]);
  });
  it('lets an edit take the max per order off with null', () => {
    expect(editProductSchema.parse({ maxPerOrder: null })).toEqual({ maxPerOrder: null });
  });
});
