import * as z from '../../platform/contract/zod.js';
import { MAX_LONG_TEXT, requiredNumber, requiredText } from '../../platform/contract/fields.js';
import { ratingOf } from './rating.js';
import { IMAGE_URL_MESSAGE, isImageUrl } from './image-url.js';
import { toCents, centsToDollars } from '../../platform/contract/money.js';
import {
  breakAnswer,
  breaksInCents,
  priceBreakAnswerSchema,
  priceBreakProblems,
  priceBreaksField,
  type PriceBreak,
  type PriceBreakInDollars,
} from './price-breaks.js';
import { DEFAULT_ORDER_MULTIPLE, packProblems, skuFromId } from './packs.js';
import { maxPerOrderField, orderMultipleField, skuField } from './sku-fields.js';

export const MAX_STOCK = 1_000_000;
export const MAX_UNIT_PRICE = 1_000_000;

const lowStockThresholdField = z
  .number({ error: 'Low stock threshold must be a number' })
  .check(
    z.int('Low stock threshold must be a whole number'),
    z.minimum(0, 'Low stock threshold must be 0 or more'),
    z.maximum(MAX_STOCK, `Low stock threshold must be at most ${MAX_STOCK}`),
  );

export { DEFAULT_LOW_STOCK_THRESHOLD } from '../../platform/contract/messages.js';

export const DEFAULT_CATEGORY = 'General';
export const MAX_CATEGORY_LENGTH = 40;

const productFields = z.strictObject({
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
    z.refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'Price must have at most 2 decimals',
    ),
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
});

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

export const addProductSchema = productFields.check(
  z.superRefine((product, context) => {
    for (const issue of priceBreakIssues(product)) context.issues.push(issue);
    for (const issue of packIssues(product)) context.issues.push(issue);
  }),
);
export type AddProductInput = z.output<typeof addProductSchema>;

/** Breaks are checked against the patched tool's price and minimum, since either may be left out. */
export const editProductSchema = z
  /** `maxPerOrder: null` takes the limit off. */
  .extend(z.partial(productFields), { maxPerOrder: z.optional(z.nullable(maxPerOrderField)) })
  .check(z.refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Send at least one field to change'));
export type EditProductInput = z.output<typeof editProductSchema>;
export type ToolChanges = InCents<EditProductInput>;

export const ratingSchema = z.object({ average: z.number(), count: z.number() });

const priceBreakCentsSchema = z.object({ minQuantity: z.number(), unitPriceCents: z.number() });

/** A tool as the server keeps and prices it: money in integer cents. */
const toolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  desc: z.string(),
  available: z.number(),
  minimum: z.number(),
  priceCents: z.number(),
  img: z.string(),
  createdAt: z.string(),
  rating: ratingSchema,
  lowStockThreshold: z.optional(z.number()),
  category: z.optional(z.string()),
  /** Archived tools leave the shop (lists, GET and PUT /purchase answer 404); their orders stay. Admins see them. */
  archived: z.optional(z.boolean()),
  archivedAt: z.optional(z.string()),
  priceBreaks: z.optional(z.array(priceBreakCentsSchema)),
  /** Upper-case, unique ignoring case (its claim item holds it: tools-repository). */
  sku: z.string(),
  orderMultiple: z.number(),
  maxPerOrder: z.optional(z.number()),
});
export type Tool = z.output<typeof toolSchema>;

/** The rating is two totals moved in each review's transaction, so nothing recounts reviews. */
export const storedToolSchema = z.pipe(
  z.extend(z.omit(toolSchema, { rating: true }), {
    ratingSum: z.optional(z.number()),
    ratingCount: z.optional(z.number()),
    sku: z.optional(z.string()),
    orderMultiple: z.optional(z.number()),
  }),
  z.transform(({ ratingSum = 0, ratingCount = 0, sku, orderMultiple, ...tool }): Tool => ({
    ...tool,
    sku: sku ?? skuFromId(tool._id),
    orderMultiple: orderMultiple ?? DEFAULT_ORDER_MULTIPLE,
    rating: ratingOf(ratingSum, ratingCount),
  })),
);
export type StoredTool = z.input<typeof storedToolSchema>;

/** A tool as answered: SPEC's `price` in dollars beside the cents. */
export const toolAnswerSchema = z.extend(toolSchema, { price: z.number(), priceBreaks: z.optional(z.array(priceBreakAnswerSchema)) });
export type ToolAnswer = z.output<typeof toolAnswerSchema>;

export function priceFieldsOf(tool: { priceCents: number; priceBreaks?: readonly PriceBreak[] }) {
  return { price: centsToDollars(tool.priceCents), ...(tool.priceBreaks && { priceBreaks: tool.priceBreaks.map(breakAnswer) }) };
}

export const toolAnswer = <T extends Tool>(tool: T): Omit<T, 'priceBreaks'> & Pick<ToolAnswer, 'price' | 'priceBreaks'> => ({
  ...tool,
  ...priceFieldsOf(tool),
});

type InCents<T> = Omit<T, 'price' | 'priceBreaks'> &
  (T extends { price: number } ? { priceCents: number } : { priceCents?: number }) & { priceBreaks?: PriceBreak[] };

/** A product request's prices (dollars) as the tool keeps them (cents); fields not given stay absent. */
export function pricesInCents<T extends { price?: number; priceBreaks?: readonly PriceBreakInDollars[] }>({ price, priceBreaks, ...rest }: T): InCents<T> {
  return {
    ...rest,
    ...(price !== undefined && { priceCents: toCents(price) }),
    ...(priceBreaks !== undefined && { priceBreaks: breaksInCents(priceBreaks) }),
  } as InCents<T>;
}

export const categoryOf = (tool: { category?: string }): string => tool.category ?? DEFAULT_CATEGORY;
