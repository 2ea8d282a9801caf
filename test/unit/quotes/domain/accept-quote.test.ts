import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../../functions/platform/app-token.js';
import type { TransactItem } from '../../../../functions/platform/db.js';
import type { Order } from '../../../../functions/orders/contract/order.js';
import { AlongsideRefused } from '../../../../functions/orders/domain/order-refusals.js';
import { placeOrder, type PlaceOrderDeps } from '../../../../functions/orders/domain/place-order.js';
import type { OrderWriteOptions } from '../../../../functions/orders/store/orders-repository.js';
import type { Quote, QuoteStatus } from '../../../../functions/quotes/contract/quote.js';
import { acceptQuote, type AcceptQuoteDeps } from '../../../../functions/quotes/domain/accept-quote.js';
import { aTool } from '../../support/fixtures.js';
import { storedToolSchema } from '../../../../functions/catalog/contract/tool.js';
import { cardOnlyPlacing } from '../../support/credit-account-stub.js';

const buyer: Caller = { uid: 'uid-ada', email: 'ada@tools.test', name: 'Ada', emailVerified: true };
const NOW = new Date('2026-11-28T13:00:00.000Z');
const tool = storedToolSchema.parse(aTool({ _id: 'vise', name: 'Vise', priceCents: 1200, minimum: 5, available: 100 }));

const offered = (overrides: Partial<Quote> = {}): Quote => ({
  quoteId: 'quote-1',
  userId: buyer.uid,
  user_name: 'Ada',
  email: buyer.email,
  emailVerified: true,
  lines: [{ toolId: 'vise', product_name: 'Vise', quantity: 3, unitPriceCents: 750 }],
  status: 'offered',
  validUntil: '2026-12-01',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** The orders module's real placement over fake stores: what it wrote, with what alongside. */
function world(quote: Quote, { taxRatePercent = 20, alongsideRefused = false } = {}) {
  let stored = quote;
  const written: { order: Order; options?: OrderWriteOptions }[] = [];
  const moves: { from: QuoteStatus; to: QuoteStatus }[] = [];
  const placing: PlaceOrderDeps = {
    getTools: async (ids) => ids.map((id) => (id === tool._id ? tool : undefined)),
    readUnpaidOrders: async (userId) => ({ userId, count: 0, counter: 'kept' }),
    createOrderTakingStock: async (order, _tools, _unpaid, _limit, options) => {
      if (alongsideRefused) return 'alongside-refused';
      written.push({ order, options });
      stored = { ...stored, status: 'ordered', orderId: order._id };
      return 'created';
    },
    tax: () => ({ ratePercent: taxRatePercent, label: 'VAT' }),
    ...cardOnlyPlacing,
    orderTermsOf: async () => undefined,
    companyAdminEmails: async () => [],
    createAwaitingOrder: async () => 'created',
    newId: () => 'order-new',
    now: () => NOW,
    holdMinutes: () => 30,
    getOrder: async (id) => written.find((entry) => entry.order._id === id)?.order,
  };
  const deps: AcceptQuoteDeps = {
    putQuote: async () => 'saved',
    getQuote: async () => stored,
    moveQuote: async (_id, from, to) => {
      moves.push({ from, to });
      stored = { ...stored, status: to };
      return 'saved';
    },
    getMembership: async () => undefined,
    sendEmail: async () => undefined,
    admins: () => ['admin@tools.test'],
    now: () => NOW,
    placeOrder: (caller, request, options) => placeOrder(placing, caller, request, options),
    getOrder: async (id) => written.find((entry) => entry.order._id === id)?.order,
    quoteOrderedItem: (quoteId, orderId) => ({ Update: { TableName: 'quotes', Key: { _id: quoteId }, UpdateExpression: orderId } }) as TransactItem,
  };
  return { deps, written, moves, current: () => stored };
}

const shipping = { address: '12 Forge Lane', number: '07700900123' };

describe('accepting a quote', () => {
  it("places the order through the orders module at the offered prices plus the shop's tax, the quote's move in its transaction", async () => {
    const { deps, written } = world(offered());

    const order = await acceptQuote(deps, buyer, 'quote-1', shipping);

    // $7.50 offered, though the tool lists at $12.00 and its minimum is 5.
    expect(order.lines).toEqual([{ toolId: 'vise', product_name: 'Vise', sku: 'CD-18V', quantity: 3, unitPriceCents: 750, amountCents: 2250 }]);
    expect(order).toMatchObject({ subtotalCents: 2250, taxCents: 450, amountCents: 2700, status: 'Not paid', userId: buyer.uid });
    expect(written[0]!.options).toEqual({
      pricesGiven: true,
      alongside: [expect.objectContaining({ Update: expect.objectContaining({ Key: { _id: 'quote-1' } }) })],
    });
  });

  it('answers the same order when accepted again', async () => {
    const { deps, written } = world(offered());
    const first = await acceptQuote(deps, buyer, 'quote-1', shipping);
    const again = await acceptQuote(deps, buyer, 'quote-1', shipping);
    expect(again._id).toBe(first._id);
    expect(written).toHaveLength(1);
  });

  it("writes an offer past its day 'expired' and answers 410", async () => {
    const { deps, moves, written } = world(offered({ validUntil: '2026-11-27' }));
    await expect(acceptQuote(deps, buyer, 'quote-1', shipping)).rejects.toMatchObject({ statusCode: 410, message: 'This quote has expired' });
    expect(moves).toEqual([{ from: 'offered', to: 'expired' }]);
    expect(written).toHaveLength(0);
  });

  it("answers 409 naming the tool when its stock is short, and the quote's status when its move was refused", async () => {
    const short = world(offered({ lines: [{ toolId: 'vise', product_name: 'Vise', quantity: 101, unitPriceCents: 750 }] }));
    await expect(acceptQuote(short.deps, buyer, 'quote-1', shipping)).rejects.toMatchObject({ statusCode: 409, message: 'Not enough Vise left in stock' });

    const raced = world(offered(), { alongsideRefused: true });
    const declinedMeanwhile = { ...raced.deps, getQuote: async () => offered({ status: 'declined' }) };
    // The first read sees it offered; the placement's quote condition fails; the second read finds it declined.
    let reads = 0;
    declinedMeanwhile.getQuote = async () => (reads++ === 0 ? offered() : offered({ status: 'declined' }));
    await expect(acceptQuote(declinedMeanwhile, buyer, 'quote-1', shipping)).rejects.toMatchObject({ statusCode: 409, message: 'This quote is declined' });
    expect(AlongsideRefused).toBeDefined();
  });

  it("is not found for another account, and refused to the buyer's company admin", async () => {
    const { deps } = world(offered({ userId: 'uid-someone', companyId: 'co-1' }));
    await expect(acceptQuote(deps, buyer, 'quote-1', shipping)).rejects.toMatchObject({ statusCode: 404 });
    const asAdmin = { ...deps, getMembership: async () => ({ companyId: 'co-1', role: 'admin' as const }) };
    await expect(acceptQuote(asAdmin, buyer, 'quote-1', shipping)).rejects.toMatchObject({ statusCode: 403 });
  });
});
