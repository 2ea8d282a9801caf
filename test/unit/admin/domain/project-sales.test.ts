/**
 * The sales projection on the orders stream: each step of an order counted once, whatever the
 * stream hands over twice, late or all at once. The sales table is kept in memory here with the
 * repository's own rule (the moves of the steps and the 'counted#' item, conditioned on its revision).
 */
import '../../support/env.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOrder, projectSales, type ProjectSalesDeps } from '../../../../functions/admin/domain/project-sales.js';
import {
  countedKey,
  mergedMoves,
  movesOfCounts,
  movesOfOrderSoFar,
  SALES_REVISION,
  salesItemsOf,
  type NewCounts,
  type OrderHistory,
} from '../../../../functions/admin/store/sales-moves.js';
import { countedStepsOf } from '../../../../functions/admin/store/sales-repository.js';
import type { OrderChange } from '../../../../functions/orders/store/order-stream.js';

type Item = Record<string, unknown>;

class SalesTableFake implements ProjectSalesDeps {
  readonly items = new Map<string, Item>();
  /** Writes refused from now on because another writer got there first (the count of them). */
  refuseNext = 0;

  async readCountedSteps(orderId: string) {
    return countedStepsOf(this.items.get(countedKey(orderId)));
  }

  async countSteps(order: OrderHistory, counts: NewCounts, read: { revision?: number }) {
    if (this.refuseNext > 0) {
      this.refuseNext--;
      return false;
    }
    if (this.items.get(countedKey(order._id))?.[SALES_REVISION] !== read.revision) return false;
    for (const { key, set, add } of mergedMoves(movesOfCounts(order, counts))) {
      const item = this.items.get(key) ?? { _id: key };
      Object.assign(item, set);
      for (const [attribute, value] of Object.entries({ ...add, [SALES_REVISION]: 1 })) item[attribute] = ((item[attribute] as number) ?? 0) + value;
      this.items.set(key, item);
    }
    return true;
  }

  /** The figures, revisions left out (they count writes, not sales). */
  figures(): Item[] {
    return [...this.items.values()].map(({ [SALES_REVISION]: _revision, ...item }) => item).sort((a, b) => String(a._id).localeCompare(String(b._id)));
  }
}

const placed: OrderHistory = {
  _id: 'order-1',
  status: 'Not paid',
  createdAt: '2026-11-20T10:00:00.000Z',
  amountCents: 4_500,
  lines: [
    { toolId: 'drill', product_name: 'Drill', quantity: 2, unitPriceCents: 1500, amountCents: 3_000 },
    { toolId: 'saw', product_name: 'Saw', quantity: 1, unitPriceCents: 1500, amountCents: 1_500 },
  ],
};
const paid: OrderHistory = { ...placed, status: 'paid', paidAt: '2026-11-20T10:05:00.000Z' };
const delivered: OrderHistory = { ...paid, status: 'delivered', deliveredAt: '2026-11-21T09:00:00.000Z' };
const refundedAfterDelivery: OrderHistory = { ...delivered, status: 'refunded', refundSource: 'admin' };
const refundedBeforeDelivery: OrderHistory = { ...paid, status: 'refunded', refundSource: 'provider' };
const cancelled: OrderHistory = { ...placed, status: 'cancelled' };
/** A refund that arrived before its payment was ever recorded: never counted as paid. */
const refundedNeverPaid: OrderHistory = { ...placed, status: 'refunded', refundSource: 'provider', refundedCents: 4_500 };
/** Partial refunds made at the provider (refundedCents: all of them so far), then the rest. */
const partlyRefunded: OrderHistory = { ...paid, refundedCents: 1_000 };
const partlyRefundedMore: OrderHistory = { ...paid, refundedCents: 2_500 };
const deliveredPartlyRefunded: OrderHistory = { ...delivered, refundedCents: 2_500 };
const refundedAfterPartial: OrderHistory = { ...deliveredPartlyRefunded, status: 'refunded', refundSource: 'admin', refundedCents: 4_500 };

/** The lifecycles an order can go through, each as the states the stream shows one after another. */
const LIFECYCLES: OrderHistory[][] = [
  [placed, cancelled],
  [placed, paid, delivered],
  [placed, paid, delivered, refundedAfterDelivery],
  [placed, paid, refundedBeforeDelivery],
  [placed, refundedNeverPaid],
  [placed, paid, partlyRefunded, partlyRefundedMore, deliveredPartlyRefunded, refundedAfterPartial],
  [placed, paid, partlyRefunded, { ...delivered, refundedCents: 1_000 }],
];

let sequence = 0;
const change = (after: OrderHistory): OrderChange => ({ sequenceNumber: String(++sequence), after: after as OrderChange['after'] });
const day = (fake: SalesTableFake) => fake.items.get('day#2026-11-20');
/** A tool's figures of the day: its own item, so the day's item does not grow with the tools sold. */
const tool = (fake: SalesTableFake, toolId: string) => fake.items.get(`day#2026-11-20#tool#${toolId}`);

describe('the sales figures from the orders stream', () => {
  it('counts an order placed, paid, shipped and refunded step by step, every line of it', async () => {
    const fake = new SalesTableFake();
    await projectSales(fake, [change(placed)]);
    expect(day(fake)).toMatchObject({ orders: 1 });
    expect(day(fake)?.paidOrders).toBeUndefined();

    await projectSales(fake, [change(paid)]);
    expect(day(fake)).toMatchObject({ orders: 1, paidOrders: 1, revenueCents: 4_500 });
    expect(tool(fake, 'drill')).toMatchObject({ listKey: 'sales', date: '2026-11-20', toolId: 'drill', name: 'Drill', quantity: 2, cents: 3_000 });
    expect(tool(fake, 'saw')).toMatchObject({ listKey: 'sales', date: '2026-11-20', toolId: 'saw', name: 'Saw', quantity: 1, cents: 1_500 });
    expect(fake.items.get('totals')).toMatchObject({ toShip: 1 });

    await projectSales(fake, [change(delivered)]);
    expect(fake.items.get('totals')).toMatchObject({ toShip: 0 });

    await projectSales(fake, [change(refundedAfterDelivery)]);
    expect(day(fake)).toMatchObject({ orders: 1, paidOrders: 1, revenueCents: 0 });
    expect([tool(fake, 'drill'), tool(fake, 'saw')]).toMatchObject([
      { quantity: 0, cents: 0 },
      { quantity: 0, cents: 0 },
    ]);
    expect(fake.items.get('totals')).toMatchObject({ toShip: 0 });
    expect(fake.items.get(countedKey('order-1'))).toMatchObject({ placed: 1, paid: 1, shipped: 1, refunded: 1 });
  });

  it('takes partial refunds off the revenue as they come, and the rest with the whole refund, once each', async () => {
    const fake = new SalesTableFake();
    await projectSales(fake, [change(placed), change(paid), change(partlyRefunded)]);
    expect(day(fake)).toMatchObject({ paidOrders: 1, revenueCents: 3_500 });
    expect(tool(fake, 'drill')).toMatchObject({ quantity: 2, cents: 3_000 });
    await projectSales(fake, [change(partlyRefundedMore), change(partlyRefunded), change(partlyRefundedMore)]);
    expect(day(fake)).toMatchObject({ revenueCents: 2_000 });
    await projectSales(fake, [change(deliveredPartlyRefunded)]);
    expect(fake.items.get('totals')).toMatchObject({ toShip: 0 });
    expect(day(fake)).toMatchObject({ revenueCents: 2_000 });
    await projectSales(fake, [change(refundedAfterPartial), change(refundedAfterPartial)]);
    expect(day(fake)).toMatchObject({ paidOrders: 1, revenueCents: 0 });
    expect([tool(fake, 'drill'), tool(fake, 'saw')]).toMatchObject([
      { quantity: 0, cents: 0 },
      { quantity: 0, cents: 0 },
    ]);
    expect(fake.items.get(countedKey('order-1'))).toMatchObject({ placed: 1, paid: 1, shipped: 1, refunded: 1, refundedCents: 4_500 });
  });

  it('takes nothing more off an order whose whole refund was counted before refunds were counted in cents', async () => {
    const fake = new SalesTableFake();
    const legacy = { ...paid, status: 'refunded', refundSource: 'admin' } satisfies OrderHistory;
    for (const item of salesItemsOf(movesOfCounts(legacy, { steps: ['placed', 'paid', 'refunded'], shipped: false, refundedCents: 0 })))
      fake.items.set(String(item._id), item);
    // What the 'refunded' step took off before refunds were counted in cents.
    day(fake)!.revenueCents = 0;
    await projectSales(fake, [change({ ...legacy, refundedCents: 4_500 })]);
    expect(day(fake)).toMatchObject({ paidOrders: 1, revenueCents: 0 });
    expect(fake.items.get(countedKey('order-1'))?.refundedCents).toBeUndefined();
  });

  it('counts a change handed over again once, and an older change after a newer one not at all', async () => {
    const fake = new SalesTableFake();
    await projectSales(fake, [change(placed), change(paid), change(paid), change(placed)]);
    await projectSales(fake, [change(paid)]);
    expect(fake.figures()).toEqual(salesItemsOf(movesOfOrderSoFar(paid)));
    expect(day(fake)).toMatchObject({ orders: 1, paidOrders: 1, revenueCents: 4_500 });
  });

  it('counts every step at once when it sees only the latest change (the stream skipped none, but batches merge)', async () => {
    const fake = new SalesTableFake();
    await projectSales(fake, [change(refundedBeforeDelivery)]);
    expect(fake.figures()).toEqual(salesItemsOf(movesOfOrderSoFar(refundedBeforeDelivery)));
    expect(fake.items.get('totals')).toMatchObject({ toShip: 0 });
    expect(day(fake)).toMatchObject({ orders: 1, paidOrders: 1, revenueCents: 0 });
  });

  it('reads nothing for a change that reaches no new step (an invoice number, say): its state was counted with the change before', async () => {
    const fake = new SalesTableFake();
    let reads = 0;
    const counting = {
      ...fake,
      readCountedSteps: async (orderId: string) => (reads++, fake.readCountedSteps(orderId)),
      countSteps: fake.countSteps.bind(fake),
    };
    await projectSales(counting, [{ sequenceNumber: 'a', before: placed as OrderChange['before'], after: paid as OrderChange['after'] }]);
    await projectSales(counting, [
      { sequenceNumber: 'b', before: paid as OrderChange['before'], after: { ...paid, invoiceNumber: 'INV-2026-000001' } as OrderChange['after'] },
    ]);
    expect(reads).toBe(1);
    expect(day(fake)).toMatchObject({ paidOrders: 1 });
  });

  it('never counts as paid an order refunded before its payment was recorded, nor a cancelled one', async () => {
    const fake = new SalesTableFake();
    await projectSales(fake, [change(placed), change(refundedNeverPaid)]);
    await projectSales(fake, [change({ ...cancelled, _id: 'order-2' })]);
    expect(fake.figures().find((item) => item._id === 'day#2026-11-20')).toEqual({ _id: 'day#2026-11-20', listKey: 'sales', date: '2026-11-20', orders: 2 });
    expect(fake.items.has('totals')).toBe(false);
  });

  it('reads again when another writer counted the same order in between, and reports the change for a retry when that keeps happening', async () => {
    const fake = new SalesTableFake();
    fake.refuseNext = 2;
    await countOrder(fake, paid);
    expect(day(fake)).toMatchObject({ orders: 1, paidOrders: 1 });

    const other = new SalesTableFake();
    other.refuseNext = 100;
    const first = change({ ...paid, _id: 'order-9' });
    expect(await projectSales(other, [first, change(paid)])).toEqual({ failedSequenceNumber: first.sequenceNumber });
    expect(other.items.size).toBe(0);
  });

  it('ends with the figures of the last state, whatever the stream hands over again on the way (model-based)', async () => {
    const deliveries = fc.tuple(fc.constantFrom(...LIFECYCLES), fc.array(fc.nat({ max: 20 }), { maxLength: 12 })).map(([states, replays]) => {
      // The stream keeps each order's changes in order; a failed batch is handed over again from an
      // earlier change, so a replay re-sends an earlier state after later ones. The last state comes last.
      const sent: OrderHistory[] = [];
      let next = 0;
      for (const replay of replays) {
        if (next < states.length) sent.push(states[next++]!);
        sent.push(...states.slice(replay % next, next));
      }
      sent.push(...states.slice(next));
      if (sent.at(-1) !== states.at(-1)) sent.push(states.at(-1)!);
      return { last: states.at(-1)!, sent };
    });
    await fc.assert(
      fc.asyncProperty(deliveries, async ({ last, sent }) => {
        const fake = new SalesTableFake();
        for (const state of sent) await projectSales(fake, [change(state)]);
        expect(fake.figures()).toEqual(salesItemsOf(movesOfOrderSoFar(last)));
      }),
      { numRuns: 300, ...(process.env.CI === 'true' && { seed: 20_261_126 }) },
    );
  });
});
