/** The price breaks' schemas (their arithmetic, which functions read at init, is in price-breaks.ts). */
import * as z from '../../platform/contract/zod.js';
import { hasAtMostTwoDecimals } from '../../platform/contract/fields.js';
import { MAX_PRICE_BREAKS } from './price-breaks.js';

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

export const priceBreakAnswerSchema = /* @__PURE__ */ (() => z.object({ minQuantity: z.number(), unitPrice: z.number(), unitPriceCents: z.number() }))();
