/** Shared by the server and the web app, so both price a quantity the same. */
import * as z from '../../platform/contract/zod.js';
import { centsToDollars, toCents } from '../../platform/contract/money.js';
import { hasAtMostTwoDecimals } from '../../platform/contract/fields.js';

export const MAX_PRICE_BREAKS = 5;

export interface PriceBreak {
  minQuantity: number;
  unitPriceCents: number;
}

/** The API's dollars. */
export interface PriceBreakInDollars {
  minQuantity: number;
  unitPrice: number;
}

export interface PricedTool {
  priceCents: number;
  priceBreaks?: readonly PriceBreak[];
}

/** The highest break whose `minQuantity` is at most the quantity (the list's order is not relied on). */
export function unitPriceCentsFor(tool: PricedTool, quantity: number): number {
  let best: PriceBreak | undefined;
  for (const priceBreak of tool.priceBreaks ?? []) {
    if (priceBreak.minQuantity <= quantity && (!best || priceBreak.minQuantity > best.minQuantity)) best = priceBreak;
  }
  return best ? best.unitPriceCents : tool.priceCents;
}

export const breaksInCents = (breaks: readonly PriceBreakInDollars[]): PriceBreak[] =>
  breaks.map(({ minQuantity, unitPrice }) => ({ minQuantity, unitPriceCents: toCents(unitPrice) }));

/** A break as answered: the dollars SPEC-style clients read, and the cents. */
export const breakAnswer = ({ minQuantity, unitPriceCents }: PriceBreak) => ({ minQuantity, unitPrice: centsToDollars(unitPriceCents), unitPriceCents });

export const priceBreakSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    minQuantity: z
      .number({ error: 'Break quantity must be a number' })
      .check(
        z.int('Break quantity must be a whole number'),
        z.minimum(2, 'Break quantity must be at least 2'),
        z.maximum(1_000_000, 'Break quantity must be at most 1000000'),
      ),
    unitPrice: z
      .number({ error: 'Break price must be a number' })
      .check(z.positive('Break price must be more than 0'), z.refine(hasAtMostTwoDecimals, 'Break price must have at most 2 decimals')),
  }))();

export const priceBreaksField = /* @__PURE__ */ (() =>
  z.array(priceBreakSchema).check(z.maxLength(MAX_PRICE_BREAKS, `At most ${MAX_PRICE_BREAKS} price breaks`)))();

/** Never reorders: a list out of order is refused. */
export function priceBreakProblems(breaks: readonly PriceBreak[], tool: { priceCents: number; minimum: number }): string[] {
  const problems: string[] = [];
  breaks.forEach((priceBreak, index) => {
    const n = index + 1;
    const previous = breaks[index - 1];
    if (!previous && priceBreak.minQuantity <= tool.minimum) {
      problems.push(`Price break ${n}: quantity must be more than the minimum order (${tool.minimum})`);
    }
    if (previous && priceBreak.minQuantity <= previous.minQuantity) {
      problems.push(`Price break ${n}: quantity must be more than break ${n - 1}'s (${previous.minQuantity})`);
    }
    if (!previous && priceBreak.unitPriceCents >= tool.priceCents) {
      problems.push(`Price break ${n}: unit price must be below the price (${centsToDollars(tool.priceCents)})`);
    }
    if (previous && priceBreak.unitPriceCents >= previous.unitPriceCents) {
      problems.push(`Price break ${n}: unit price must be below break ${n - 1}'s (${centsToDollars(previous.unitPriceCents)})`);
    }
  });
  return problems;
}

export const priceBreakAnswerSchema = /* @__PURE__ */ (() => z.object({ minQuantity: z.number(), unitPrice: z.number(), unitPriceCents: z.number() }))();
