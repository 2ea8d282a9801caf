/** The request fields of a product's SKU and packs (zod), apart from the rules the cart uses on every page. */
import * as z from '../../platform/contract/zod.js';
import { MAX_ORDER_MULTIPLE, normalizeSku, SKU_MESSAGE, SKU_PATTERN } from './packs.js';

export const skuField = /* @__PURE__ */ (() =>
  z.pipe(z.string({ error: 'SKU must be text' }).check(z.trim(), z.regex(SKU_PATTERN, SKU_MESSAGE)), z.transform(normalizeSku)))();

export const orderMultipleField = /* @__PURE__ */ (() =>
  z
    .number({ error: 'Pack size must be a number' })
    .check(
      z.int('Pack size must be a whole number'),
      z.minimum(1, 'Pack size must be at least 1'),
      z.maximum(MAX_ORDER_MULTIPLE, `Pack size must be at most ${MAX_ORDER_MULTIPLE}`),
    ))();

export const maxPerOrderField = /* @__PURE__ */ (() =>
  z
    .number({ error: 'Max per order must be a number' })
    .check(
      z.int('Max per order must be a whole number'),
      z.minimum(1, 'Max per order must be at least 1'),
      z.maximum(1_000_000, 'Max per order must be at most 1000000'),
    ))();
