import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../../../functions/catalog/contract/tool.js';
import { addProductSchema, editProductSchema } from '../../../../functions/catalog/contract/product-input.js';

const product = { name: 'Vise', desc: 'Cast iron', available: 10, minimum: 1, price: 5, img: '/images/tools/vise.svg' };

describe('a tool category', () => {
  it('is optional when adding a product; a tool stored without one is in General', () => {
    expect(addProductSchema.parse(product)).not.toHaveProperty('category');
    expect(categoryOf({})).toBe('General');
    expect(categoryOf({ category: 'Clamps' })).toBe('Clamps');
  });

  it('is trimmed, 1 to 40 characters', () => {
    expect(addProductSchema.parse({ ...product, category: '  Clamps ' }).category).toBe('Clamps');
    expect(addProductSchema.parse({ ...product, category: 'x'.repeat(40) }).category).toHaveLength(40);
    const tooLong = editProductSchema.safeParse({ category: 'x'.repeat(41) });
    expect(tooLong.error?.issues).toEqual([expect.objectContaining({ path: ['category'], message: 'Must be at most 40 characters' })]);
    const empty = editProductSchema.safeParse({ category: '  ' });
    expect(empty.error?.issues).toEqual([expect.objectContaining({ path: ['category'], message: 'Category is required' })]);
  });
});
