/** A product request's prices as the tool keeps them. No zod here: functions read it at init (the schemas: product-input.ts). */
import { toCents } from '../../platform/contract/money.js';
import { breaksInCents, type PriceBreak, type PriceBreakInDollars } from './price-breaks.js';

export type InCents<T> = Omit<T, 'price' | 'priceBreaks'> &
  (T extends { price: number } ? { priceCents: number } : { priceCents?: number }) & { priceBreaks?: PriceBreak[] };

/** A product request's prices (dollars) as the tool keeps them (cents); fields not given stay absent. */
export function pricesInCents<T extends { price?: number; priceBreaks?: readonly PriceBreakInDollars[] }>({ price, priceBreaks, ...rest }: T): InCents<T> {
  return {
    ...rest,
    ...(price !== undefined && { priceCents: toCents(price) }),
    ...(priceBreaks !== undefined && { priceBreaks: breaksInCents(priceBreaks) }),
  } as InCents<T>;
}
