/** The one trade price rule, over cents, at the break boundaries, with a discount and a contract price. */
import { describe, expect, it } from 'vitest';
import { tradeUnitPriceCents, unitDiscountCents } from '../../../functions/trade/contract/trade-price.js';
import { listUnitPriceCents } from '../../../functions/trade/domain/trade-prices.js';

describe('the discount on a unit', () => {
  it('is rounded half up to the cent: 12.5 % off $12.12 is $1.52 off, $10.60', () => {
    expect(unitDiscountCents(1212, 12.5)).toBe(152);
    expect(tradeUnitPriceCents({ listUnitPriceCents: 1212, discountPercent: 12.5 })).toBe(1060);
  });

  it('rounds an exact half cent up and anything under it down', () => {
    expect(unitDiscountCents(5, 10)).toBe(1); // 0.5 cent
    expect(unitDiscountCents(4, 10)).toBe(0); // 0.4 cent
    expect(unitDiscountCents(15, 10)).toBe(2); // 1.5 cents
    expect(unitDiscountCents(999, 0.05)).toBe(0); // 0.4995 cent
    expect(unitDiscountCents(1000, 0.05)).toBe(1); // 0.5 cent
  });

  it('is exact for percents with two decimals that binary floats cannot hold', () => {
    // 33.33 % of $3.00 is 99.99 cents: $1.00 off, never 99 cents because of 33.33 * 300 = 9998.999...
    expect(unitDiscountCents(300, 33.33)).toBe(100);
    expect(unitDiscountCents(1000, 0.29)).toBe(3); // 2.9 cents
  });

  it('is nothing at 0 % and half at 50 %', () => {
    expect(tradeUnitPriceCents({ listUnitPriceCents: 1999, discountPercent: 0 })).toBe(1999);
    expect(tradeUnitPriceCents({ listUnitPriceCents: 1999, discountPercent: 50 })).toBe(999); // 999.5 cents off rounds to 1000
  });
});

describe('a member unit price', () => {
  const drill = {
    priceCents: 2000,
    priceBreaks: [
      { minQuantity: 10, unitPriceCents: 1800 },
      { minQuantity: 50, unitPriceCents: 1550 },
    ],
  };
  const priceFor = (quantity: number, discountPercent: number, contractPriceCents?: number) =>
    tradeUnitPriceCents({ listUnitPriceCents: listUnitPriceCents(drill, quantity), discountPercent, contractPriceCents });

  it('takes the discount off the break price for the quantity, at each boundary', () => {
    expect([9, 10, 49, 50].map((quantity) => priceFor(quantity, 10))).toEqual([1800, 1620, 1620, 1395]);
  });

  it('is the contract price where it is lower than the discounted break price', () => {
    // Contract $17: under the discounted list ($18) below 10, above the discounted breaks from 10 on.
    expect([9, 10, 50].map((quantity) => priceFor(quantity, 10, 1700))).toEqual([1700, 1620, 1395]);
  });

  it('is the discounted price where the contract price is higher', () => {
    expect(priceFor(1, 0, 2500)).toBe(2000);
  });

  it('never exceeds what a visitor pays, whatever the contract says', () => {
    expect(priceFor(50, 0, 1600)).toBe(1550);
    expect(priceFor(1, 0)).toBe(2000);
  });

  it('reads the list price of the quantity in cents, breaks included', () => {
    expect(listUnitPriceCents({ priceCents: 1212 }, 1)).toBe(1212);
    expect(listUnitPriceCents(drill, 50)).toBe(1550);
  });
});
