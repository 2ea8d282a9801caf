/** Shared by the server and the web app, so both price a quantity the same. No zod here: functions read it at init (the schemas: price-break-schemas.ts). */
import { centsToDollars, toCents } from '../../platform/contract/money.js';

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
