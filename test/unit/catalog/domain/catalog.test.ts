import { describe, expect, it } from 'vitest';
import { catalogOf, catalogToolOf } from '../../../../functions/catalog/domain/catalog.js';
import { storedToolSchema, type Tool } from '../../../../functions/catalog/contract/tool.js';
import { aTool } from '../../support/fixtures.js';

const toolOf = (overrides: Parameters<typeof aTool>[0] = {}): Tool => storedToolSchema.parse(aTool(overrides));

describe('catalogToolOf', () => {
  it("carries the tool's price breaks, so a cart rebuilt from the catalog prices by them", () => {
    const priceBreaks = [
      { minQuantity: 100, unitPriceCents: 1100 },
      { minQuantity: 250, unitPriceCents: 1000 },
    ];
    expect(catalogToolOf(toolOf({ priceBreaks }))).toMatchObject({
      _id: 'tool-1',
      price: 12.5,
      priceCents: 1250,
      minimum: 50,
      priceBreaks: [
        { minQuantity: 100, unitPrice: 11, unitPriceCents: 1100 },
        { minQuantity: 250, unitPrice: 10, unitPriceCents: 1000 },
      ],
    });
  });

  it('leaves priceBreaks out for a tool without any (none stored, or an empty list)', () => {
    expect(catalogToolOf(toolOf())).not.toHaveProperty('priceBreaks');
    expect(catalogToolOf(toolOf({ priceBreaks: [] }))).not.toHaveProperty('priceBreaks');
  });

  it("shows none of the admins' fields", () => {
    const listed = catalogToolOf(toolOf({ lowStockThreshold: 5, priceBreaks: [{ minQuantity: 60, unitPriceCents: 1200 }] }));
    expect(Object.keys(listed).sort()).toEqual([
      '_id',
      'available',
      'category',
      'desc',
      'img',
      'minimum',
      'name',
      'orderMultiple',
      'price',
      'priceBreaks',
      'priceCents',
      'sku',
    ]);
  });

  it('carries the SKU and the packs: the max per order only when the tool has one', () => {
    expect(catalogToolOf(toolOf({ sku: 'WH-BV125', orderMultiple: 6, maxPerOrder: 120 }))).toMatchObject({
      sku: 'WH-BV125',
      orderMultiple: 6,
      maxPerOrder: 120,
    });
    expect(catalogToolOf(toolOf({}))).not.toHaveProperty('maxPerOrder');
  });
});

describe('catalogOf', () => {
  it('lists no archived tool', () => {
    const catalog = catalogOf([toolOf({ _id: 'on-sale' }), toolOf({ _id: 'gone', archived: true })]);
    expect(catalog.tools.map((tool) => tool._id)).toEqual(['on-sale']);
    expect(catalog.categories).toEqual([{ name: 'General', count: 1 }]);
  });

  it('lists the categories alphabetically, case ignored, each with its number of tools', () => {
    const tools = ['saws', 'Power Tools', 'Abrasives', 'power tools', 'Saws', 'Power Tools'].map((category, i) => toolOf({ _id: `t${i}`, category }));
    expect(catalogOf(tools).categories).toEqual([
      { name: 'Abrasives', count: 1 },
      { name: 'Power Tools', count: 2 },
      { name: 'power tools', count: 1 },
      { name: 'Saws', count: 1 },
      { name: 'saws', count: 1 },
    ]);
  });
});
