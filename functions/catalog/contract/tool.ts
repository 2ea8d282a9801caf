import * as z from '../../platform/contract/zod.js';
import { ratingOf } from './rating.js';
import { priceBreakAnswerSchema } from './price-break-schemas.js';
import { DEFAULT_ORDER_MULTIPLE, skuFromId } from './packs.js';

export { DEFAULT_LOW_STOCK_THRESHOLD } from '../../platform/contract/messages.js';
export { categoryOf, DEFAULT_CATEGORY, MAX_STOCK, priceFieldsOf, toolAnswer } from './tool-answer.js';

export const ratingSchema = /* @__PURE__ */ (() => z.object({ average: z.number(), count: z.number() }))();

const priceBreakCentsSchema = /* @__PURE__ */ (() => z.object({ minQuantity: z.number(), unitPriceCents: z.number() }))();

/** A tool as the server keeps and prices it: money in integer cents. */
const toolSchema = /* @__PURE__ */ (() =>
  z.object({
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
  }))();
export type Tool = z.output<typeof toolSchema>;

/** The rating is two totals moved in each review's transaction, so nothing recounts reviews. */
export const storedToolSchema = /* @__PURE__ */ (() =>
  z.pipe(
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
  ))();
export type StoredTool = z.input<typeof storedToolSchema>;

/** A tool as answered: SPEC's `price` in dollars beside the cents. */
export const toolAnswerSchema = /* @__PURE__ */ (() => z.extend(toolSchema, { price: z.number(), priceBreaks: z.optional(z.array(priceBreakAnswerSchema)) }))();
export type ToolAnswer = z.output<typeof toolAnswerSchema>;
