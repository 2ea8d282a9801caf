/** POST /quick-order/check: rows of SKU and quantity, each answered on its own (a bad row never fails the others). */
import * as z from '../../platform/contract/zod.js';
import type { Tool } from '../../catalog/contract/tool.js';

export const MAX_QUICK_ORDER_ROWS = 200;

export const ROW_STATUSES = ['ok', 'unknown SKU', 'not on sale', 'below minimum', 'not a pack multiple', 'over max per order', 'not enough stock'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

const ROWS_MESSAGE = `Send 1 to ${MAX_QUICK_ORDER_ROWS} rows`;

export const quickOrderRowSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    sku: z.string('SKU must be text').check(z.trim(), z.minLength(1, 'SKU is required'), z.maxLength(100, 'SKU must be at most 100 characters')),
    quantity: z
      .int('Quantity must be a whole number')
      .check(z.minimum(0, 'Quantity must be 0 or more'), z.maximum(1_000_000, 'Quantity must be at most 1000000')),
  }))();
export type QuickOrderRow = z.output<typeof quickOrderRowSchema>;

export const quickOrderCheckSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    rows: z.array(quickOrderRowSchema, ROWS_MESSAGE).check(z.minLength(1, ROWS_MESSAGE), z.maxLength(MAX_QUICK_ORDER_ROWS, ROWS_MESSAGE)),
  }))();

export const checkedRowSchema = /* @__PURE__ */ (() =>
  z.object({
    sku: z.string(),
    quantity: z.number(),
    status: z.enum(ROW_STATUSES),
    toolId: z.optional(z.string()),
    name: z.optional(z.string()),
    /** The caller's unit price (trade prices apply) at the quantity 'Add to cart' would use. */
    unitPrice: z.optional(z.number()),
    /** What 'Add to cart' would use instead, where a quantity fits the tool's rules. */
    suggestedQuantity: z.optional(z.number()),
  }))();
export type CheckedRow = z.output<typeof checkedRowSchema>;
export const quickOrderAnswerSchema = /* @__PURE__ */ (() => z.object({ rows: z.array(checkedRowSchema) }))();

/** What a row needs of its tool. */
export type QuickOrderTool = Pick<
  Tool,
  '_id' | 'name' | 'sku' | 'minimum' | 'available' | 'archived' | 'priceCents' | 'priceBreaks' | 'orderMultiple' | 'maxPerOrder'
>;
