import { describe, expect, it } from 'vitest';
import type { CatalogTool } from '@functions/catalog/contract/catalog';
import { createCatalogSearch } from './catalog-search';

const tool = (_id: string, name: string, desc = '', sku = `T-${_id.toUpperCase()}`): CatalogTool => ({
  _id,
  name,
  desc,
  category: 'General',
  price: 1,
  priceCents: 100,
  available: 1,
  minimum: 1,
  img: '/x.svg',
  sku,
  orderMultiple: 1,
});
const tools = [
  tool('vise', 'Bench Vise 125 mm', 'Cast iron bench vise with a swivel base.', 'WH-BV125'),
  tool('drill', 'Cordless Drill Driver 18V', 'Brushless drill with a keyless chuck.', 'PT-DD18.2A'),
  tool('clamp', 'F-Clamp 300 mm', 'Steel bar clamp with a wooden handle.', 'WH-FC300'),
];
const search = createCatalogSearch(tools);
const found = (query: string) => [...(search(query) ?? [])].sort();

describe('catalog search', () => {
  it('matches words of the name by prefix', () => {
    expect(found('vis')).toEqual(['vise']);
    expect(found('cordl')).toEqual(['drill']);
  });

  it('matches words of the description', () => {
    expect(found('wooden')).toEqual(['clamp']);
    expect(found('cast iron')).toEqual(['vise']);
  });

  it('ignores case', () => {
    expect(found('BENCH')).toEqual(['vise']);
    expect(found('bRuShLeSs')).toEqual(['drill']);
  });

  it('forgives one typo in a word of 5 letters or more, not two', () => {
    expect(found('brushles')).toEqual(['drill']);
    expect(found('cordles')).toEqual(['drill']);
    expect(found('clmap')).toEqual([]);
    expect(found('swivle')).toEqual([]);
    expect(found('swivl')).toEqual(['vise']);
    expect(found('bruhsless')).toEqual([]);
  });

  it('forgives no typo in a word of 4 letters or fewer', () => {
    expect(found('vize')).toEqual([]);
    expect(found('bemch')).toEqual(['vise']);
  });

  it('needs every word typed to match', () => {
    expect(found('steel drill')).toEqual([]);
    expect(found('steel clamp')).toEqual(['clamp']);
  });

  it('finds a tool by its SKU or the start of it, in any case', () => {
    expect(found('WH-BV125')).toEqual(['vise']);
    expect(found('wh-bv1')).toEqual(['vise']);
    expect(found('pt-dd18.2')).toEqual(['drill']);
    expect(found('WH-')).toEqual(['clamp', 'vise']);
    expect(found('wh-fc3')).toEqual(['clamp']);
    expect(found('WH-XX')).toEqual([]);
  });

  it('answers nothing to filter by for a blank query', () => {
    expect(search('   ')).toBeUndefined();
  });
});
