import { describe, expect, it } from 'vitest';
import { createOrder, type CreateOrderDeps } from '../../../../functions/orders/domain/create-order.js';
import { LineRefused, TotalRefused } from '../../../../functions/orders/domain/order-refusals.js';
import type { CreateOrderOutcome } from '../../../../functions/orders/store/orders-repository.js';
import type { Order } from '../../../../functions/orders/contract/order.js';
import { storedToolSchema, type StoredTool, type Tool } from '../../../../functions/catalog/contract/tool.js';
import { customer } from '../../support/api.js';
import { aTool } from '../../support/fixtures.js';
import type { OrderTerms } from '../../../../functions/trade/contract/trade-price.js';
import { readTracer } from '../../support/read-tracer.js';
import { cardOnlyPlacing } from '../../support/credit-account-stub.js';

function fakeStore(stored: StoredTool | undefined, outcome: CreateOrderOutcome = 'created', taxRatePercent = 0, unpaidOrders = 0, terms?: OrderTerms) {
  const tool: Tool | undefined = stored && storedToolSchema.parse(stored);
  const saved: Order[] = [];
  const deps: CreateOrderDeps = {
    getTools: async (ids) => ids.map((id) => (tool?._id === id ? tool : undefined)),
    createOrderTakingStock: async (order) => {
      if (outcome === 'created') saved.push(order);
      return outcome;
    },
    readUnpaidOrders: async (userId) => ({ userId, count: unpaidOrders, counter: 'kept' }),
    newId: () => 'order-new',
    now: () => new Date('2024-05-01T12:00:00.000Z'),
    holdMinutes: () => 90,
    tax: () => ({ ratePercent: taxRatePercent, label: 'VAT' }),
    companyAdminEmails: async () => ['boss@forge.test'],
    createAwaitingOrder: async () => 'created',
    ...cardOnlyPlacing,
    orderTermsOf: async (userId) => (userId === customer.uid ? terms : undefined),
  };
  return { deps, saved };
}

const input = { address: '1 Main Street', number: '01234567890', quantity: 60 };

describe('createOrder', () => {
  it('reads an earlier attempt of a keyed request, the unpaid orders and the tool side by side: one round trip', async () => {
    const { deps } = fakeStore(aTool());
    const { steps, traced } = readTracer();
    const traceDeps = {
      ...deps,
      getOrder: traced('earlier attempt', async () => undefined),
      readUnpaidOrders: traced('unpaid', deps.readUnpaidOrders),
      getTools: traced('tool', deps.getTools),
    };

    await createOrder(traceDeps, customer, 'tool-1', input, { idempotencyKey: 'key-1' });

    expect(steps.slice(0, 3).sort()).toEqual(['earlier attempt asked', 'tool asked', 'unpaid asked']);
  });

  it('answers the order an earlier attempt wrote, even when the other reads fail', async () => {
    const { deps } = fakeStore(aTool());
    const first = await createOrder(deps, customer, 'tool-1', input, { idempotencyKey: 'key-1' });
    const retryDeps = {
      ...deps,
      getOrder: async () => first,
      getTools: async () => Promise.reject(new Error('busy')),
      readUnpaidOrders: async () => Promise.reject(new Error('busy')),
    };
    await expect(createOrder(retryDeps, customer, 'tool-1', input, { idempotencyKey: 'key-1' })).resolves.toEqual(first);
  });

  it('holds the stock for the hold time: the order says when its hold ends', async () => {
    const { deps } = fakeStore(aTool());
    const order = await createOrder(deps, customer, 'tool-1', input);
    expect(order.holdExpiresAt).toBe('2024-05-01T13:30:00.000Z');
  });

  it('computes the total from the stored unit price and ignores the price, status and product sent', async () => {
    const { deps, saved } = fakeStore(aTool({ priceCents: 1250 }));
    const order = await createOrder(deps, customer, 'tool-1', { ...input, price: 1, status: 'paid', product_name: 'Free' });
    expect(order).toMatchObject({ amountCents: 75_000, status: 'Not paid', product_name: 'Cordless Drill', email: customer.email });
    expect(order).toMatchObject({
      lines: [{ toolId: 'tool-1', product_name: 'Cordless Drill', quantity: 60, unitPriceCents: 1250, amountCents: 75_000 }],
      subtotalCents: 75_000,
      taxCents: 0,
    });
    expect(saved).toEqual([order]);
  });

  it('prices the order by the highest price break its quantity reaches', async () => {
    const priceBreaks = [
      { minQuantity: 100, unitPriceCents: 1100 },
      { minQuantity: 500, unitPriceCents: 999 },
    ];
    const { deps } = fakeStore(aTool({ priceCents: 1250, available: 1000, priceBreaks }));
    const unitPriceOf = async (quantity: number) => (await createOrder(deps, customer, 'tool-1', { ...input, quantity })).lines[0]!.unitPriceCents;
    expect(await unitPriceOf(99)).toBe(1250);
    expect(await unitPriceOf(100)).toBe(1100);
    expect(await createOrder(deps, customer, 'tool-1', { ...input, quantity: 500 })).toMatchObject({ lines: [{ unitPriceCents: 999 }], amountCents: 499_500 });
  });

  it('adds the shop tax to the subtotal and keeps its rate and label on the order', async () => {
    const { deps } = fakeStore(aTool({ priceCents: 7, minimum: 1 }), 'created', 12.5);
    const order = await createOrder(deps, customer, 'tool-1', { ...input, quantity: 12 });
    expect(order).toMatchObject({ subtotalCents: 84, taxCents: 11, amountCents: 95, taxRatePercent: 12.5, taxLabel: 'VAT' });
  });

  it('with a tax rate of 0 the total is unit price x quantity and the order names no tax', async () => {
    const { deps } = fakeStore(aTool({ priceCents: 1250 }));
    const order = await createOrder(deps, customer, 'tool-1', input);
    expect(order).toMatchObject({ subtotalCents: 75_000, taxCents: 0, amountCents: 75_000 });
    expect(order).not.toHaveProperty('taxRatePercent');
  });

  it('keeps cents exact for prices that are not exact in binary', async () => {
    const { deps } = fakeStore(aTool({ priceCents: 10, minimum: 1 }));
    const order = await createOrder(deps, customer, 'tool-1', { ...input, quantity: 7 });
    expect(order.amountCents).toBe(70);
  });

  it('uses the display name of the caller when no user_name is sent', async () => {
    const { deps } = fakeStore(aTool());
    expect((await createOrder(deps, customer, 'tool-1', input)).user_name).toBe(customer.name);
  });

  it('refuses to order for another email', async () => {
    const { deps, saved } = fakeStore(aTool());
    await expect(createOrder(deps, customer, 'tool-1', { ...input, email: 'other@tools.test' })).rejects.toMatchObject({ statusCode: 403 });
    expect(saved).toEqual([]);
  });

  it('accepts the own email in another case', async () => {
    const { deps } = fakeStore(aTool());
    await expect(createOrder(deps, customer, 'tool-1', { ...input, email: 'Customer@Tools.test' })).resolves.toMatchObject({ email: customer.email });
  });

  it("refuses an unknown tool as the line's tool", async () => {
    const { deps } = fakeStore(undefined);
    await expect(createOrder(deps, customer, 'tool-1', input)).rejects.toEqual(new LineRefused(0, 'toolId', 'No tool with id tool-1'));
  });

  it('refuses a quantity below the minimum with the form message', async () => {
    const { deps } = fakeStore(aTool({ minimum: 50 }));
    await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 49 })).rejects.toEqual(
      new LineRefused(0, 'quantity', 'Minimum quantity must be 50'),
    );
  });

  it("tells a quantity of 0 or less the tool's own minimum", async () => {
    const { deps, saved } = fakeStore(aTool({ minimum: 5 }));
    for (const quantity of [0, -1]) {
      await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity })).rejects.toEqual(new LineRefused(0, 'quantity', 'Minimum quantity must be 5'));
    }
    expect(saved).toEqual([]);
  });

  it('never places an order of less than 1, even for a stored tool whose minimum is 0', async () => {
    const { deps, saved } = fakeStore(aTool({ minimum: 0 }));
    await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 0 })).rejects.toEqual(
      new LineRefused(0, 'quantity', 'Minimum quantity must be 1'),
    );
    expect(saved).toEqual([]);
  });

  it('refuses a quantity that is not a whole number of packs, and one above the max per order; a whole pack at the max is placed', async () => {
    const { deps, saved } = fakeStore(aTool({ minimum: 12, orderMultiple: 12, maxPerOrder: 120 }));
    await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 13 })).rejects.toEqual(new LineRefused(0, 'quantity', 'Sold in packs of 12'));
    await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 132 })).rejects.toEqual(new LineRefused(0, 'quantity', 'At most 120 per order'));
    expect(saved).toEqual([]);
    await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 120 })).resolves.toMatchObject({ quantity: 120 });
  });

  it('refuses a quantity above the stock with the form message', async () => {
    const { deps } = fakeStore(aTool({ available: 100 }));
    await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 101 })).rejects.toEqual(
      new LineRefused(0, 'quantity', 'Maximum quantity must be less or equal 100'),
    );
  });

  it('answers 409 when the tool is out of stock', async () => {
    const { deps } = fakeStore(aTool({ available: 10, minimum: 50 }));
    await expect(createOrder(deps, customer, 'tool-1', input)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('answers 409 when the last units were taken', async () => {
    const { deps, saved } = fakeStore(aTool(), { changed: 'stock-or-price', toolId: 'tool-1' });
    await expect(createOrder(deps, customer, 'tool-1', input)).rejects.toMatchObject({ statusCode: 409 });
    expect(saved).toEqual([]);
  });

  describe('limits', () => {
    it('refuses a fourth unpaid order with 429, writing nothing', async () => {
      const { deps, saved } = fakeStore(aTool(), 'created', 0, 3);
      await expect(createOrder(deps, customer, 'tool-1', input)).rejects.toMatchObject({
        statusCode: 429,
        message: 'You have 3 unpaid orders: pay or cancel one first',
      });
      expect(saved).toEqual([]);
    });

    it('places a third unpaid order', async () => {
      const { deps, saved } = fakeStore(aTool(), 'created', 0, 2);
      await createOrder(deps, customer, 'tool-1', input);
      expect(saved).toHaveLength(1);
    });

    it('refuses a total under $0.50, writing nothing', async () => {
      const { deps, saved } = fakeStore(aTool({ priceCents: 49, minimum: 1 }));
      await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 1 })).rejects.toEqual(
        new TotalRefused('the order total must be between $0.50 and $999,999.99; this one is $0.49'),
      );
      expect(saved).toEqual([]);
    });

    it('refuses a total over $999,999.99, and accepts exactly the bounds', async () => {
      const { deps, saved } = fakeStore(aTool({ priceCents: 1_000_000, available: 1000, minimum: 1 }));
      await expect(createOrder(deps, customer, 'tool-1', { ...input, quantity: 100 })).rejects.toBeInstanceOf(TotalRefused);
      expect(saved).toEqual([]);
      const atMost = fakeStore(aTool({ priceCents: 999_999, available: 1000, minimum: 1 }));
      await expect(createOrder(atMost.deps, customer, 'tool-1', { ...input, quantity: 100 })).resolves.toMatchObject({ amountCents: 99_999_900 });
      const atLeast = fakeStore(aTool({ priceCents: 50, minimum: 1 }));
      await expect(createOrder(atLeast.deps, customer, 'tool-1', { ...input, quantity: 1 })).resolves.toMatchObject({ amountCents: 50 });
    });

    it('keeps whether the caller had verified their email', async () => {
      const { deps } = fakeStore(aTool());
      await expect(createOrder(deps, { ...customer, emailVerified: true }, 'tool-1', input)).resolves.toMatchObject({ emailVerified: true });
      await expect(createOrder(deps, { ...customer, emailVerified: false }, 'tool-1', input)).resolves.toMatchObject({ emailVerified: false });
    });
  });

  describe("a trade member's order", () => {
    const terms: OrderTerms = {
      companyId: 'co-1',
      companyName: 'Forge Ltd',
      companyTaxId: 'GB123',
      discountPercent: 10,
      contractPriceCents: { 'tool-1': 1000 },
      role: 'buyer',
    };
    const breaks = { priceCents: 1250, available: 1000, priceBreaks: [{ minQuantity: 100, unitPriceCents: 1100 }] };

    it('is priced by the trade rule, keeps what a visitor pays beside it and names the company', async () => {
      const { deps } = fakeStore(aTool(breaks), 'created', 0, 0, { ...terms, contractPriceCents: {} });
      const order = await createOrder(deps, customer, 'tool-1', { ...input, quantity: 100 });
      // 10 % off the $11.00 break: $9.90.
      expect(order.lines).toEqual([
        { toolId: 'tool-1', product_name: 'Cordless Drill', sku: 'CD-18V', quantity: 100, unitPriceCents: 990, listUnitPriceCents: 1100, amountCents: 99_000 },
      ]);
      expect(order).toMatchObject({ companyId: 'co-1', companyName: 'Forge Ltd', companyTaxId: 'GB123', amountCents: 99_000 });
    });

    it('takes the contract price where it is lower', async () => {
      const { deps } = fakeStore(aTool(breaks), 'created', 0, 0, terms);
      const order = await createOrder(deps, customer, 'tool-1', { ...input, quantity: 60 });
      expect(order.lines[0]).toMatchObject({ unitPriceCents: 1000, listUnitPriceCents: 1250 });
    });

    it('of a tax-exempt company carries no tax and the certificate', async () => {
      const { deps } = fakeStore(aTool(breaks), 'created', 20, 0, { ...terms, taxExemptCertificate: 'RESALE-77' });
      const order = await createOrder(deps, customer, 'tool-1', { ...input, quantity: 60 });
      expect(order).toMatchObject({ taxCents: 0, taxExempt: 'RESALE-77', subtotalCents: 60_000, amountCents: 60_000 });
      expect(order).not.toHaveProperty('taxRatePercent');
    });
  });
});
