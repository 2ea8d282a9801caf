/**
 * The load run's accounting (scripts/bench/load-accounting.ts): what the stock, the orders, the unpaid
 * counts and the sales figures must be after the buyers' answers, and every difference from the records.
 */
import { describe, expect, it } from 'vitest';
import { maximumQuantityMessage, minimumQuantityMessage } from '../../functions/platform/contract/messages.js';
import {
  accountingDifferences,
  expectedStock,
  isContractAnswer,
  isStockQuantityRefusal,
  type PlacedOrder,
  type SalesFigures,
  type ShopRecords,
} from '../../scripts/bench/load-accounting.js';

const order = (orderId: string, buyerUid: string, lines: [string, number][], paid: boolean): PlacedOrder => ({
  orderId,
  buyerUid,
  paid,
  lines: lines.map(([toolId, quantity]) => ({ toolId, quantity, amountCents: quantity * 1000 })),
  amountCents: lines.reduce((total, [, quantity]) => total + quantity * 1000, 0),
});
const sales = (figures: Partial<SalesFigures> = {}): SalesFigures => ({
  orders: 0,
  paidOrders: 0,
  revenueCents: 0,
  toShip: 0,
  topTools: new Map(),
  ...figures,
});

const initial = new Map([
  ['tool-a', 10],
  ['tool-b', 5],
]);
const orders = [
  order(
    'o1',
    'ann',
    [
      ['tool-a', 2],
      ['tool-b', 1],
    ],
    true,
  ),
  order('o2', 'bob', [['tool-a', 3]], false),
];
const agreeing = (): ShopRecords => ({
  stock: new Map([
    ['tool-a', 5],
    ['tool-b', 4],
  ]),
  ordersByBuyer: new Map([
    ['ann', [{ orderId: 'o1', paid: true }]],
    ['bob', [{ orderId: 'o2', paid: false }]],
  ]),
  unpaidByBuyer: new Map([['bob', 1]]),
  salesBefore: sales({ orders: 7, paidOrders: 4, revenueCents: 40_000, toShip: 2 }),
  salesAfter: sales({
    orders: 9,
    paidOrders: 5,
    revenueCents: 43_000,
    toShip: 3,
    topTools: new Map([
      ['tool-a', { quantity: 2, cents: 2000 }],
      ['tool-b', { quantity: 1, cents: 1000 }],
    ]),
  }),
});

describe('the load run accounting', () => {
  it('takes every unit ordered, paid or holding its stock unpaid, off its tool', () => {
    expect(expectedStock(initial, orders)).toEqual(
      new Map([
        ['tool-a', 5],
        ['tool-b', 4],
      ]),
    );
  });

  it('finds no difference when the records say what the answers say', () => {
    expect(accountingDifferences(['ann', 'bob'], initial, orders, agreeing())).toEqual([]);
  });

  it('names each difference: stock, an order, an unpaid count, the sales figures', () => {
    const records = agreeing();
    const differences = accountingDifferences(['ann', 'bob'], initial, orders, {
      ...records,
      stock: new Map([...records.stock, ['tool-a', 6]]),
      ordersByBuyer: new Map([...records.ordersByBuyer, ['ann', [{ orderId: 'o1', paid: false }]]]),
      unpaidByBuyer: new Map(),
      salesAfter: { ...records.salesAfter, revenueCents: 42_000, topTools: new Map([['tool-a', { quantity: 3, cents: 3000 }]]) },
    });
    expect(differences).toEqual([
      'stock of tool-a: expected 5, found 6',
      'orders of ann: expected [o1:paid], found [o1:unpaid]',
      'unpaid orders of bob: expected 1, found 0',
      "today's revenue in the sales figures (added, cents): expected 3000, found 2000",
      'units of tool-a sold (best sellers): expected 2, found 3',
      'revenue of tool-a (best sellers, cents): expected 2000, found 3000',
    ]);
  });
});

describe('the answers the contract allows under load', () => {
  const stockRefusal = { status: 400, fieldError: { field: 'lines.2.quantity', message: maximumQuantityMessage(3) } };

  it('allows 2xx, the stock conflict, the unpaid-orders limit and a line asking more than the stock left', () => {
    for (const answer of [{ status: 201 }, { status: 409 }, { status: 429 }, stockRefusal]) expect(isContractAnswer(answer), JSON.stringify(answer)).toBe(true);
    expect(isStockQuantityRefusal(stockRefusal)).toBe(true);
  });

  it('refuses any other 400, a 5xx and a 403', () => {
    for (const answer of [
      { status: 400 },
      { status: 400, fieldError: { field: 'address', message: 'Address is required' } },
      { status: 400, fieldError: { field: 'lines.0.quantity', message: minimumQuantityMessage(5) } },
      { status: 400, fieldError: { field: 'lines.0.quantity', message: 'Maximum quantity must be less or equal' } },
      { status: 403 },
      { status: 500 },
      { status: 503 },
    ])
      expect(isContractAnswer(answer), JSON.stringify(answer)).toBe(false);
  });
});
