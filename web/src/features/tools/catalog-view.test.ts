import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '@functions/catalog/contract/catalog';
import { catalogViewOf, catalogViewParams, sortTools, toolsInView } from './catalog-view';

const tool = (_id: string, fields: Partial<CatalogTool> = {}): CatalogTool => ({
  _id,
  name: _id,
  desc: '',
  category: 'General',
  price: 1,
  priceCents: 100,
  available: 1,
  minimum: 1,
  img: '/x.svg',
  sku: _id.toUpperCase(),
  orderMultiple: 1,
  ...fields,
});
// Newest first, as the catalog answers them.
const tools = [
  tool('c', { priceCents: 3000, category: 'Clamps', rating: { average: 4, count: 2 } }),
  tool('b', { priceCents: 1000 }),
  tool('a', { priceCents: 2000, category: 'Clamps', rating: { average: 4, count: 5 } }),
  tool('d', { priceCents: 1000, rating: { average: 4.5, count: 1 } }),
];
const ids = (list: CatalogTool[]) => list.map((t) => t._id);

describe('the catalog view', () => {
  it('keeps the newest first by default', () => {
    expect(ids(sortTools(tools, 'newest'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('sorts by price both ways, ties newest first', () => {
    expect(ids(sortTools(tools, 'price-asc'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(sortTools(tools, 'price-desc'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts best rated first: the average, then the number of reviews; tools without reviews last', () => {
    expect(ids(sortTools(tools, 'rating'))).toEqual(['d', 'a', 'c', 'b']);
  });

  it("filters by category and by the search's matches", () => {
    expect(ids(toolsInView(tools, { q: '', category: 'Clamps', sort: 'newest' }))).toEqual(['c', 'a']);
    expect(ids(toolsInView(tools, { q: 'x', category: '', sort: 'price-asc' }, new Set(['a', 'c', 'b'])))).toEqual(['b', 'a', 'c']);
    expect(ids(toolsInView(tools, { q: 'x', category: 'Clamps', sort: 'newest' }, new Set(['b'])))).toEqual([]);
  });

  it('lives in the URL without its defaults, and reads back the same', () => {
    const view = { q: 'vise', category: 'Clamps', sort: 'price-asc' } as const;
    expect(catalogViewParams(view).toString()).toBe('q=vise&category=Clamps&sort=price-asc');
    expect(catalogViewOf(catalogViewParams(view))).toEqual(view);
    expect(catalogViewParams({ q: '', category: '', sort: 'newest' }).toString()).toBe('');
    expect(catalogViewOf(new URLSearchParams('sort=cheapest'))).toEqual({ q: '', category: '', sort: 'newest' });
  });
});
