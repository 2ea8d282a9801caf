import { describe, expect, it } from 'vitest';
import { unitPriceCentsFor } from '../../../../functions/catalog/contract/price-breaks.js';
import { addProductSchema, editProductSchema } from '../../../../functions/catalog/contract/product-input.js';

const priceBreaks = [
  { minQuantity: 100, unitPriceCents: 1100 },
  { minQuantity: 250, unitPriceCents: 1050 },
  { minQuantity: 1000, unitPriceCents: 900 },
];
const tool = { priceCents: 1250, priceBreaks };

describe('unitPriceCentsFor', () => {
  it.each([
    [1, 1250],
    [99, 1250],
    [100, 1100],
    [249, 1100],
    [250, 1050],
    [999, 1050],
    [1000, 900],
    [50_000, 900],
  ])('prices %i units at %i cents each', (quantity, unitPriceCents) => {
    expect(unitPriceCentsFor(tool, quantity)).toBe(unitPriceCents);
  });

  it('is the price for a tool without breaks', () => {
    expect(unitPriceCentsFor({ priceCents: 1250 }, 5000)).toBe(1250);
    expect(unitPriceCentsFor({ priceCents: 1250, priceBreaks: [] }, 5000)).toBe(1250);
  });
});

/** The same breaks as a product request writes them: dollars. */
const requestedBreaks = [
  { minQuantity: 100, unitPrice: 11 },
  { minQuantity: 250, unitPrice: 10.5 },
  { minQuantity: 1000, unitPrice: 9 },
];
const product = { name: 'Vise', desc: 'A bench vise', available: 500, minimum: 50, price: 12.5, img: '/images/vise.png' };
const messagesOf = (breaks: unknown, overrides: Record<string, unknown> = {}) => {
  const result = addProductSchema.safeParse({ ...product, ...overrides, priceBreaks: breaks });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('price break validation', () => {
  it('accepts up to 5 breaks with rising quantities and falling prices', () => {
    expect(messagesOf(requestedBreaks)).toEqual([]);
    expect(messagesOf([])).toEqual([]);
  });

  it('refuses a first break at or under the minimum order', () => {
    expect(messagesOf([{ minQuantity: 50, unitPrice: 11 }])).toEqual(['priceBreaks: Price break 1: quantity must be more than the minimum order (50)']);
  });

  it('refuses a break price at or over the price', () => {
    expect(messagesOf([{ minQuantity: 100, unitPrice: 12.5 }])).toEqual(['priceBreaks: Price break 1: unit price must be below the price (12.5)']);
  });

  it('refuses breaks out of order instead of sorting them', () => {
    expect(
      messagesOf([
        { minQuantity: 250, unitPrice: 10.5 },
        { minQuantity: 100, unitPrice: 11 },
      ]),
    ).toEqual([
      "priceBreaks: Price break 2: quantity must be more than break 1's (250)",
      "priceBreaks: Price break 2: unit price must be below break 1's (10.5)",
    ]);
  });

  it('refuses more than 5 breaks', () => {
    const six = [100, 200, 300, 400, 500, 600].map((minQuantity, i) => ({ minQuantity, unitPrice: 12 - i }));
    expect(messagesOf(six)).toEqual(['priceBreaks: At most 5 price breaks']);
  });

  it('names the field of a malformed break', () => {
    expect(messagesOf([{ minQuantity: 100.5, unitPrice: 11.001 }])).toEqual([
      'priceBreaks.0.minQuantity: Break quantity must be a whole number',
      'priceBreaks.0.unitPrice: Break price must have at most 2 decimals',
    ]);
  });

  it('lets an edit send breaks alone: they are checked against the stored tool by the domain', () => {
    expect(editProductSchema.safeParse({ priceBreaks: [{ minQuantity: 2, unitPrice: 1 }] }).success).toBe(true);
  });
});
