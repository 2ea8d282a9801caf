/** Placing on account, with the store faked: who may, the hold and the limit decided on the ledger read, and the order as it is written. */
import { describe, expect, it } from 'vitest';
import { placeOrder, type PlaceOrderDeps } from '../../../../functions/orders/domain/place-order.js';
import type { Order } from '../../../../functions/orders/contract/order.js';
import type { OnAccountOutcome } from '../../../../functions/orders/store/orders-repository.js';
import type { CreditLedger } from '../../../../functions/trade/store/credit-ledger-repository.js';
import type { OrderTerms } from '../../../../functions/trade/contract/trade-price.js';
import { storedToolSchema } from '../../../../functions/catalog/contract/tool.js';
import { customer } from '../../support/api.js';
import { aTool } from '../../support/fixtures.js';

const NOW = new Date('2024-05-01T12:00:00.000Z');
const tool = storedToolSchema.parse(aTool({ available: 500, minimum: 1 }));
const TERMS: OrderTerms = {
  companyId: 'co-1',
  companyName: 'Forge Ltd',
  discountPercent: 0,
  contractPriceCents: {},
  role: 'admin',
  paymentTerms: { netDays: 30, creditLimitCents: 100_000 },
};
const request = { lines: [{ toolId: tool._id, quantity: 4 }], address: '1 Main Street', number: '01234567890', payment: 'account' as const };

function store(
  terms: OrderTerms | undefined,
  ledger: CreditLedger = { balanceCents: 0, openDueAts: [], openInvoices: [] },
  outcome: OnAccountOutcome = 'created',
) {
  const written: { order: Order; limitCents: number }[] = [];
  const deps: PlaceOrderDeps = {
    getTools: async (ids) => ids.map(() => tool),
    readUnpaidOrders: async (userId) => ({ userId, count: 3, counter: 'kept' }),
    createOrderTakingStock: () => Promise.reject(new Error('An on-account order was written as an unpaid one')),
    tax: () => ({ ratePercent: 0, label: 'Tax' }),
    orderTermsOf: async () => terms,
    companyAdminEmails: async () => [],
    createAwaitingOrder: () => Promise.reject(new Error('An on-account order waited for approval')),
    newId: () => 'order-new',
    now: () => NOW,
    holdMinutes: () => 30,
    readCreditLedger: async () => ledger,
    createOrderOnAccount: async (order, _tools, limitCents) => {
      written.push({ order, limitCents });
      return outcome;
    },
    termsDaySeconds: () => 86_400,
  };
  return { deps, written };
}

const place = (deps: PlaceOrderDeps) => placeOrder(deps, customer, request, { keyScope: '' });

describe('placing an order on account', () => {
  it("writes it 'On account' with its invoice date and due time, no hold, not counted among the unpaid (even at the unpaid limit)", async () => {
    const { deps, written } = store(TERMS);
    const order = await place(deps);
    expect(order).toMatchObject({ status: 'On account', payment: 'account', invoiceDate: '2024-05-01', netDays: 30, paidCents: 0 });
    expect(order).toMatchObject({ dueAt: '2024-05-31T12:00:00.000Z', dueDate: '2024-05-31' });
    expect(order.holdExpiresAt).toBeUndefined();
    expect(written).toEqual([{ order, limitCents: 100_000 }]);
  });

  it('refuses a member whose company has no terms, and anyone in no company (403)', async () => {
    const { paymentTerms: _none, ...withoutTerms } = TERMS;
    await expect(place(store(withoutTerms).deps)).rejects.toMatchObject({ statusCode: 403, message: 'Your trade account has no payment terms' });
    await expect(place(store(undefined).deps)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses while an open invoice is more than 30 days overdue, not at 30', async () => {
    const day = 86_400_000;
    const dueAt = (days: number) => new Date(NOW.getTime() - days * day).toISOString();
    const ledger = (days: number): CreditLedger => ({ balanceCents: 100, openDueAts: [dueAt(days)], openInvoices: [{ orderId: 'o-1', dueAt: dueAt(days) }] });
    await expect(place(store(TERMS, ledger(30)).deps)).resolves.toMatchObject({ status: 'On account' });
    await expect(place(store(TERMS, ledger(30.001)).deps)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Your trade account is on hold: pay your overdue invoices first',
    });
  });

  it('refuses an order over what the limit leaves, as read and as the write found it', async () => {
    const total = 4 * tool.priceCents;
    const nearlyFull = { balanceCents: 100_000 - total + 1, openDueAts: [], openInvoices: [] };
    await expect(place(store(TERMS, nearlyFull).deps)).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/^Over your credit limit: /) });
    const raced = store(TERMS, undefined, { overLimit: true, balanceCents: 99_000 });
    await expect(place(raced.deps)).rejects.toMatchObject({ statusCode: 409, message: 'Over your credit limit: $10.00 available' });
  });

  it("refuses a buyer's order above their approval limit on account (an admin of the company places it)", async () => {
    const buyer = store({ ...TERMS, role: 'buyer', approvalLimitCents: 1 });
    await expect(place(buyer.deps)).rejects.toMatchObject({ statusCode: 409 });
    expect(buyer.written).toEqual([]);
  });
});
