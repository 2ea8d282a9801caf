/**
 * The unpaid-order limit under orders placed at once: the domain reads the account's count, and the
 * placing write counts the order in only while the count is below the limit (as the repository's
 * transaction does), so however the orders interleave, no more than the limit pass.
 */
import { describe, expect, it } from 'vitest';
import { createOrder, type CreateOrderDeps } from '../../../../functions/orders/domain/create-order.js';
import { MAX_UNPAID_ORDERS } from '../../../../functions/orders/domain/order-limits.js';
import type { UnpaidOrders } from '../../../../functions/accounts/store/unpaid-orders-repository.js';
import type { CreateOrderOutcome } from '../../../../functions/orders/store/orders-repository.js';
import { storedToolSchema } from '../../../../functions/catalog/contract/tool.js';
import { customer } from '../../support/api.js';
import { aTool } from '../../support/fixtures.js';
import { cardOnlyPlacing } from '../../support/credit-account-stub.js';

const input = { address: '1 Main Street', number: '01234567890', quantity: 60 };
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** One account's counter, checked and moved in one step like the transaction's condition. */
function accountWithCounter(unpaid: number) {
  const store = { unpaid, placed: 0, writes: [] as UnpaidOrders[] };
  let ids = 0;
  const deps: CreateOrderDeps = {
    getTools: async (ids) => ids.map(() => storedToolSchema.parse(aTool({ available: 10_000 }))),
    companyAdminEmails: async () => ['boss@forge.test'],
    createAwaitingOrder: async () => 'created',
    ...cardOnlyPlacing,
    orderTermsOf: async () => undefined,
    readUnpaidOrders: async (userId) => {
      await tick();
      return { userId, count: store.unpaid, counter: 'kept' };
    },
    createOrderTakingStock: async (_order, _tools, read, limit): Promise<CreateOrderOutcome> => {
      await tick();
      store.writes.push(read);
      if (store.unpaid >= limit) return 'unpaid-limit';
      store.unpaid += 1;
      store.placed += 1;
      return 'created';
    },
    newId: () => `order-${++ids}`,
    now: () => new Date('2024-05-01T12:00:00.000Z'),
    holdMinutes: () => 30,
    tax: () => ({ ratePercent: 0, label: 'VAT' }),
  };
  return { deps, store };
}

describe('the unpaid-order limit', () => {
  it('lets exactly 3 of 6 orders placed at once by an account with none unpaid pass; the others are 429 with the limit message', async () => {
    const { deps, store } = accountWithCounter(0);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => createOrder(deps, customer, 'tool-1', input)));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_UNPAID_ORDERS);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toHaveLength(3);
    for (const error of refused) expect(error).toMatchObject({ statusCode: 429, message: 'You have 3 unpaid orders: pay or cancel one first' });
    // Every order read the count below the limit: only the write's condition stopped the three.
    expect(store.writes.map((read) => read.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(store.unpaid).toBe(3);
  });

  it('at 2 unpaid, lets one of two orders placed at once pass', async () => {
    const { deps, store } = accountWithCounter(2);
    const results = await Promise.allSettled([createOrder(deps, customer, 'tool-1', input), createOrder(deps, customer, 'tool-1', input)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(store.placed).toBe(1);
  });

  describe('an account without a counter yet', () => {
    function accountWithoutCounter(outcomes: CreateOrderOutcome[], counts: number[]) {
      const reads: number[] = [];
      const writes: UnpaidOrders[] = [];
      const deps: CreateOrderDeps = {
        ...accountWithCounter(0).deps,
        readUnpaidOrders: async (userId) => {
          const count = counts[reads.length] ?? counts.at(-1)!;
          reads.push(count);
          return { userId, count, counter: 'none', orderIds: Array.from({ length: count }, (_, index) => `old-${index}`) };
        },
        createOrderTakingStock: async (_order, _tools, read) => {
          writes.push(read);
          return outcomes[writes.length - 1] ?? 'created';
        },
      };
      return { deps, reads, writes };
    }

    it('reads its unpaid orders again when one of them left meanwhile, and places the order on the new reading', async () => {
      const { deps, reads, writes } = accountWithoutCounter(['unpaid-changed', 'created'], [2, 1]);
      await createOrder(deps, customer, 'tool-1', input);
      expect(reads).toEqual([2, 1]);
      expect(writes.map((read) => read.counter === 'none' && read.orderIds)).toEqual([['old-0', 'old-1'], ['old-0']]);
    });

    it('answers 429 when the new reading is at the limit', async () => {
      const { deps, writes } = accountWithoutCounter(['unpaid-changed'], [2, 3]);
      await expect(createOrder(deps, customer, 'tool-1', input)).rejects.toMatchObject({ statusCode: 429 });
      expect(writes).toHaveLength(1);
    });

    it('gives up with 503 (try again) when its unpaid orders keep changing', async () => {
      const { deps, writes } = accountWithoutCounter(['unpaid-changed', 'unpaid-changed', 'unpaid-changed'], [1]);
      await expect(createOrder(deps, customer, 'tool-1', input)).rejects.toMatchObject({ statusCode: 503 });
      expect(writes).toHaveLength(3);
    });
  });
});
