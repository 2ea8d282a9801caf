import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_ROWS, exportOrders, safeCell, type OrdersExportDeps } from '../../../../functions/admin/domain/orders-export.js';
import { orderAmounts, type Order } from '../../../../functions/orders/contract/order.js';
import { anOrder } from '../../support/fixtures.js';

const line = (toolId: string, quantity: number) => ({ toolId, product_name: `Tool ${toolId}`, quantity, unitPriceCents: 250, amountCents: 250 * quantity });

/** Orders in a list, a cursor being the index of the next order. */
function ordersStore(orders: Order[]): OrdersExportDeps {
  return {
    listOrdersPlacedBetween: async (_from, _to, limit, cursor) => {
      const start = Number(cursor ?? 0);
      const items = orders.slice(start, start + limit);
      return { items, nextCursor: start + limit < orders.length ? String(start + limit) : undefined };
    },
    cursorAfter: (order) => String(orders.indexOf(order) + 1),
  };
}
const range = { from: '2024-03-01', to: '2024-03-31' };
const rowsOf = (csv: string): string[][] => parse(csv);

describe('the orders CSV export', () => {
  it('writes one row per line of an order, with the line’s product, quantity, unit price and amount', async () => {
    const several = { ...anOrder({ _id: 'o-2' }), ...orderAmounts([line('a', 3), line('b', 7)]) };
    const { csv } = await exportOrders(ordersStore([anOrder({ _id: 'o-1' }), several]), range);
    const rows = rowsOf(csv);
    expect(rows.map((row) => [row[0], row[6], row[7], row[8], row[9]])).toEqual([
      ['order id', 'product', 'quantity', 'unit price', 'total'],
      ['o-1', 'Cordless Drill', '60', '12.50', '750.00'],
      ['o-2', 'Tool a', '3', '2.50', '7.50'],
      ['o-2', 'Tool b', '7', '2.50', '17.50'],
    ]);
  });

  it("names a trade member's company and each line's list unit price beside the trade price charged", async () => {
    const tradeLine = { ...line('a', 10), unitPriceCents: 225, amountCents: 2250, listUnitPriceCents: 250 };
    const trade = { ...anOrder({ _id: 'o-3', companyId: 'co-1', companyName: 'Acme Builders' }), ...orderAmounts([tradeLine]) };
    const rows = rowsOf((await exportOrders(ordersStore([trade, anOrder({ _id: 'o-4' })]), range)).csv);
    const column = (name: string) => rows[0]!.indexOf(name);
    expect(rows.slice(1).map((row) => [row[0], row[column('unit price')], row[column('company')], row[column('list unit price')]])).toEqual([
      ['o-3', '2.25', 'Acme Builders', '2.50'],
      ['o-4', '12.50', '', ''],
    ]);
  });

  it('shows an on-account order as such, with its due date and what is paid so far; a card order says card', async () => {
    const onAccount = anOrder({ _id: 'o-5', status: 'On account', payment: 'account', dueDate: '2024-04-07', paidCents: 1_250 });
    const rows = rowsOf((await exportOrders(ordersStore([onAccount, anOrder({ _id: 'o-6' })]), range)).csv);
    const column = (name: string) => rows[0]!.indexOf(name);
    expect(
      rows.slice(1).map((row) => [row[0], row[column('status')], row[column('payment')], row[column('due date')], row[column('paid on account')]]),
    ).toEqual([
      ['o-5', 'On account', 'account', '2024-04-07', '12.50'],
      ['o-6', 'Not paid', 'card', '', ''],
    ]);
  });

  it('never splits an order between two answers: the next answer starts with the order that did not fit', async () => {
    const ones = Array.from({ length: EXPORT_PAGE_ROWS - 1 }, (_unused, i) => anOrder({ _id: `one-${i}` }));
    const big = { ...anOrder({ _id: 'big' }), ...orderAmounts([line('a', 1), line('b', 1), line('c', 1)]) };
    const store = ordersStore([...ones, big, anOrder({ _id: 'last' })]);

    const first = await exportOrders(store, range);
    const second = await exportOrders(store, range, first.nextCursor);

    expect(rowsOf(first.csv)).toHaveLength(EXPORT_PAGE_ROWS);
    expect(rowsOf(second.csv).map((row) => row[0])).toEqual(['big', 'big', 'big', 'last']);
    expect(second.nextCursor).toBeUndefined();
  });
});

describe('safeCell (the CSV formula guard)', () => {
  it.each([
    ['=1+1'],
    ['+1+1'],
    ['-1+1'],
    ['@SUM(A1)'],
    ['\t=1+1'],
    ['\r=1+1'],
    [' =1+1'],
    ['   +1'],
    ['\n=1+1'],
    ['\r\n@x'],
    ['\u3000=1+1'],
    ['＝1+1'],
    ['＋1+1'],
    ['－1+1'],
    ['＠SUM(A1)'],
    [' ＝1+1'],
  ])('defuses %j, which a spreadsheet would run as a formula', (value) => {
    expect(safeCell(value)).toBe(`'${value}`);
  });

  it.each([['1 Main Street'], ['Flat 2, 12 Forge Lane'], ['a=b'], ['x-y'], ['']])('leaves %j as it is', (value) => {
    expect(safeCell(value)).toBe(value);
  });

  it('leaves numbers and missing values as numbers and empty cells', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(undefined)).toBe('');
  });
});
