import { describe, expect, it } from 'vitest';
import { leftOutMessage, reorderLines, type ToolToday } from '../../../../functions/orders/contract/reorder.js';

const tool = (overrides: Partial<ToolToday> & { _id: string }): ToolToday => ({
  name: overrides._id,
  priceCents: 1000,
  minimum: 1,
  available: 1000,
  ...overrides,
});
const today = (...tools: ToolToday[]) => new Map(tools.map((t) => [t._id, t]));

describe('reorderLines', () => {
  it("puts every line back at today's prices, by today's breaks", () => {
    const result = reorderLines(
      [
        { toolId: 'vise', product_name: 'Vise', quantity: 100 },
        { toolId: 'clamp', product_name: 'Clamp', quantity: 5 },
      ],
      today(tool({ _id: 'vise', priceCents: 1400, priceBreaks: [{ minQuantity: 100, unitPriceCents: 1200 }] }), tool({ _id: 'clamp', priceCents: 350 })),
    );
    expect(result).toEqual({
      lines: [
        { toolId: 'vise', quantity: 100, unitPriceCents: 1200 },
        { toolId: 'clamp', quantity: 5, unitPriceCents: 350 },
      ],
      leftOut: [],
    });
  });

  it("raises a quantity under today's minimum and lowers one over today's stock", () => {
    const result = reorderLines(
      [
        { toolId: 'vise', product_name: 'Vise', quantity: 10 },
        { toolId: 'clamp', product_name: 'Clamp', quantity: 500 },
      ],
      today(tool({ _id: 'vise', minimum: 50 }), tool({ _id: 'clamp', available: 120 })),
    );
    expect(result.lines.map((line) => line.quantity)).toEqual([50, 120]);
  });

  it('leaves out, by name, a tool gone, archived, or with less stock than its minimum', () => {
    const result = reorderLines(
      [
        { toolId: 'gone', product_name: 'Old Saw', quantity: 5 },
        { toolId: 'archived', product_name: 'Hammer then', quantity: 5 },
        { toolId: 'short', product_name: 'File', quantity: 5 },
        { toolId: 'fine', product_name: 'Chisel', quantity: 5 },
      ],
      today(
        tool({ _id: 'archived', name: 'Hammer', archived: true }),
        tool({ _id: 'short', name: 'Flat File', minimum: 20, available: 19 }),
        tool({ _id: 'fine' }),
      ),
    );
    expect(result.lines.map((line) => line.toolId)).toEqual(['fine']);
    expect(result.leftOut).toEqual(['Old Saw', 'Hammer', 'Flat File']);
    expect(leftOutMessage(result.leftOut)).toBe('Not added, no longer on sale or out of stock: Old Saw, Hammer, Flat File');
  });
});

describe('reorderLines with packs', () => {
  const bolts = tool({ _id: 'bolts', minimum: 12, orderMultiple: 12, available: 1000, maxPerOrder: 120 });

  it('brings a quantity up to the next pack, and the minimum', () => {
    const result = reorderLines(
      [
        { toolId: 'bolts', product_name: 'Bolts', quantity: 25 },
        { toolId: 'box', product_name: 'Box', quantity: 1 },
      ],
      today(bolts, tool({ _id: 'box', minimum: 12, orderMultiple: 6 })),
    );
    expect(result.lines.map((line) => [line.toolId, line.quantity])).toEqual([
      ['bolts', 36],
      ['box', 12],
    ]);
  });

  it('caps at the last whole pack of the max per order and the stock, the cart included', () => {
    expect(reorderLines([{ toolId: 'bolts', product_name: 'Bolts', quantity: 500 }], today(bolts)).lines[0]!.quantity).toBe(120);
    const short = tool({ _id: 'bolts', minimum: 12, orderMultiple: 12, available: 50 });
    expect(reorderLines([{ toolId: 'bolts', product_name: 'Bolts', quantity: 500 }], today(short), new Map([['bolts', 24]])).lines[0]!.quantity).toBe(24);
  });

  it('leaves out a tool whose stock holds no whole pack of its minimum', () => {
    const result = reorderLines(
      [{ toolId: 'bolts', product_name: 'Bolts', quantity: 12 }],
      today(tool({ _id: 'bolts', minimum: 12, orderMultiple: 12, available: 11 })),
    );
    expect(result).toEqual({ lines: [], leftOut: ['bolts'] });
  });
});

describe('reorderLines with what the cart already holds', () => {
  const vise = tool({ _id: 'vise', minimum: 10, available: 100, priceBreaks: [{ minQuantity: 80, unitPriceCents: 800 }] });

  it("adds at most the rest of today's stock, priced for the quantity the cart then holds", () => {
    const result = reorderLines([{ toolId: 'vise', product_name: 'Vise', quantity: 50 }], today(vise), new Map([['vise', 70]]));
    expect(result).toEqual({ lines: [{ toolId: 'vise', quantity: 30, unitPriceCents: 800 }], leftOut: [] });
  });

  it('adds the whole line when the stock has room for it beside the cart', () => {
    const result = reorderLines([{ toolId: 'vise', product_name: 'Vise', quantity: 20 }], today(vise), new Map([['vise', 30]]));
    expect(result.lines).toEqual([{ toolId: 'vise', quantity: 20, unitPriceCents: 1000 }]);
  });

  it("adds nothing, and names nothing, when the cart holds all of today's stock already", () => {
    for (const holding of [100, 120]) {
      const result = reorderLines([{ toolId: 'vise', product_name: 'Vise', quantity: 20 }], today(vise), new Map([['vise', holding]]));
      expect(result).toEqual({ lines: [], leftOut: [] });
    }
  });

  it('adds a few units under the minimum when the cart already holds at least the minimum', () => {
    const result = reorderLines([{ toolId: 'vise', product_name: 'Vise', quantity: 10 }], today(vise), new Map([['vise', 95]]));
    expect(result.lines).toEqual([{ toolId: 'vise', quantity: 5, unitPriceCents: 800 }]);
  });

  it('counts an earlier line of the same tool against the stock too, and leaves other tools uncapped', () => {
    const result = reorderLines(
      [
        { toolId: 'vise', product_name: 'Vise', quantity: 60 },
        { toolId: 'vise', product_name: 'Vise', quantity: 60 },
        { toolId: 'clamp', product_name: 'Clamp', quantity: 5 },
      ],
      today(vise, tool({ _id: 'clamp' })),
      new Map([['vise', 10]]),
    );
    expect(result.lines.map((line) => [line.toolId, line.quantity])).toEqual([
      ['vise', 60],
      ['vise', 30],
      ['clamp', 5],
    ]);
  });
});
