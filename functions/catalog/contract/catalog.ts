/** GET /catalog: every tool on sale, in the fields the /tools page needs, and the categories in use. */
import * as z from '../../platform/contract/zod.js';
import { priceBreakAnswerSchema } from './price-break-schemas.js';
import { ratingSchema } from './tool.js';

export const catalogToolSchema = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    /** Upper-case; search finds a tool by it or a prefix of it. */
    sku: z.string(),
    name: z.string(),
    desc: z.string(),
    /** Always present: a tool stored without one is in 'General'. */
    category: z.string(),
    price: z.number(),
    priceCents: z.number(),
    available: z.number(),
    minimum: z.number(),
    /** The pack size: quantities are multiples of it. */
    orderMultiple: z.number(),
    maxPerOrder: z.optional(z.number()),
    img: z.string(),
    rating: z.optional(ratingSchema),
    /** Only when the tool has price breaks (so 'Order again' and the cart show today's unit price). */
    priceBreaks: z.optional(z.array(priceBreakAnswerSchema)),
  }))();
export type CatalogTool = z.output<typeof catalogToolSchema>;

export const catalogCategorySchema = /* @__PURE__ */ (() => z.object({ name: z.string(), count: z.number() }))();
export type CatalogCategory = z.output<typeof catalogCategorySchema>;

export const catalogSchema = /* @__PURE__ */ (() => z.object({ tools: z.array(catalogToolSchema), categories: z.array(catalogCategorySchema) }))();
export type Catalog = z.output<typeof catalogSchema>;
