/**
 * What an admin sends to add or change a product (dollars, as typed), validated, and its prices
 * turned into the cents a tool keeps. Apart from the tool's model (tool.ts) so the functions that
 * only read tools (placing an order) do not carry the product forms' rules.
 */
import * as z from '../../platform/contract/zod.js';
import { hasAtMostTwoDecimals, MAX_LONG_TEXT, MAX_UNIT_PRICE, requiredNumber, requiredText } from '../../platform/contract/fields.js';
import { IMAGE_URL_MESSAGE, isImageUrl } from './image-url.js';
import { toCents } from '../../platform/contract/money.js';
import { breaksInCents, priceBreakProblems, type PriceBreakInDollars } from './price-breaks.js';
import type { InCents } from './product-prices.js';
import { priceBreaksField } from './price-break-schemas.js';
import { packProblems } from './packs.js';
import { maxPerOrderField, orderMultipleField, skuField } from './sku-fields.js';
import { MAX_STOCK } from './tool-answer.js';

const lowStockThresholdField = /* @__PURE__ */ (() =>
  z
    .number({ error: 'Low stock threshold must be a number' })
    .check(
      z.int('Low stock threshold must be a whole number'),
      z.minimum(0, 'Low stock threshold must be 0 or more'),
      z.maximum(MAX_STOCK, `Low stock threshold must be at most ${MAX_STOCK}`),
    ))();

export const MAX_CATEGORY_LENGTH = 40;

const productFields = /* @__PURE__ */ (() =>
  z.strictObject({
    name: requiredText('Name is required', 120),
    desc: requiredText('Description is required', MAX_LONG_TEXT),
    available: requiredNumber('Available is required').check(
      z.int('Available must be a whole number'),
      z.minimum(0, 'Available must be 0 or more'),
      z.maximum(MAX_STOCK, `Available must be at most ${MAX_STOCK}`),
    ),
    minimum: requiredNumber('Minimum is required').check(
      z.int('Minimum must be a whole number'),
      z.minimum(1, 'Minimum must be at least 1'),
      z.maximum(MAX_STOCK, `Minimum must be at most ${MAX_STOCK}`),
    ),
    price: requiredNumber('Price is required').check(
      z.positive('Price must be more than 0'),
      z.maximum(MAX_UNIT_PRICE, `Price must be at most ${MAX_UNIT_PRICE}`),
      z.refine(hasAtMostTwoDecimals, 'Price must have at most 2 decimals'),
    ),
    img: requiredText('Image URL is required', 2048).check(z.refine(isImageUrl, IMAGE_URL_MESSAGE)),
    lowStockThreshold: z.optional(lowStockThresholdField),
    /** Without one, the tool is in DEFAULT_CATEGORY. */
    category: z.optional(requiredText('Category is required', MAX_CATEGORY_LENGTH)),
    priceBreaks: z.optional(priceBreaksField),
    /** Without one, the tool gets one made from its id. Stored upper-case. */
    sku: z.optional(skuField),
    /** The pack size: every order quantity is a multiple of it. Without one, 1. */
    orderMultiple: z.optional(orderMultipleField),
    maxPerOrder: z.optional(maxPerOrderField),
  }))();

/** The price-break problems of a product as a whole (its breaks against its price and minimum), as issues on `priceBreaks`. */
export function priceBreakIssues(product: { price: number; minimum: number; priceBreaks?: readonly PriceBreakInDollars[] }) {
  return priceBreakProblems(breaksInCents(product.priceBreaks ?? []), { priceCents: toCents(product.price), minimum: product.minimum }).map((message) => ({
    code: 'custom' as const,
    message,
    path: ['priceBreaks'],
    input: product.priceBreaks,
  }));
}

/** The pack problems of a product as a whole: its minimum, breaks and max per order against its pack size, each on its own field. */
export function packIssues(product: { minimum: number; orderMultiple?: number; maxPerOrder?: number; priceBreaks?: readonly { minQuantity: number }[] }) {
  return packProblems(product).map(({ path, message }) => ({ code: 'custom' as const, message, path, input: undefined }));
}

export const addProductSchema = /* @__PURE__ */ (() =>
  productFields.check(
    z.superRefine((product, context) => {
      for (const issue of priceBreakIssues(product)) context.issues.push(issue);
      for (const issue of packIssues(product)) context.issues.push(issue);
    }),
  ))();
export type AddProductInput = z.output<typeof addProductSchema>;

/** Breaks are checked against the patched tool's price and minimum, since either may be left out. */
export const editProductSchema = /* @__PURE__ */ (() =>
  z
    /** `maxPerOrder: null` takes the limit off. */
    .extend(z.partial(productFields), { maxPerOrder: z.optional(z.nullable(maxPerOrderField)) })
    .check(z.refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Send at least one field to change')))();
export type EditProductInput = z.output<typeof editProductSchema>;
export type ToolChanges = InCents<EditProductInput>;

export { pricesInCents } from './product-prices.js';
