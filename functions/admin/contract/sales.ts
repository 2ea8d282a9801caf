import * as z from '../../platform/contract/zod.js';
import { wholeNumberQuery } from '../../platform/contract/fields.js';

export const MAX_SUMMARY_DAYS = 365;
export const DEFAULT_SUMMARY_DAYS = 30;
export const MAX_EXPORT_DAYS = 366;

const daysMessage = `days must be a whole number from 1 to ${MAX_SUMMARY_DAYS}`;

export const salesSummaryQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    days: z._default(wholeNumberQuery(MAX_SUMMARY_DAYS, daysMessage), DEFAULT_SUMMARY_DAYS),
  }))();

export const salesDaySchema = /* @__PURE__ */ (() => z.object({ date: z.string(), orders: z.number(), paidOrders: z.number(), revenue: z.number() }))();
export const topToolSchema = /* @__PURE__ */ (() => z.object({ toolId: z.string(), name: z.string(), quantity: z.number(), revenue: z.number() }))();
export const lowStockToolSchema = /* @__PURE__ */ (() =>
  z.object({ toolId: z.string(), name: z.string(), available: z.number(), lowStockThreshold: z.number() }))();

export const salesSummarySchema = /* @__PURE__ */ (() =>
  z.object({
    /** Oldest first, one per day of the range (days without orders included), dates as YYYY-MM-DD (UTC). */
    days: z.array(salesDaySchema),
    /** The range's best sellers by revenue. */
    topTools: z.array(topToolSchema),
    /** Paid orders waiting to be shipped. */
    toShip: z.number(),
    lowStock: z.array(lowStockToolSchema),
  }))();
export type SalesSummary = z.output<typeof salesSummarySchema>;
export type SalesDay = z.output<typeof salesDaySchema>;

const isoDay = (field: string) =>
  z.string({ error: `${field} is required (YYYY-MM-DD)` }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`),
    z.refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} must be a real date`,
    ),
  );

/** Both days included; `cursor` is the previous answer's `x-next-cursor`. */
export const ordersExportQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({ from: isoDay('from'), to: isoDay('to'), cursor: z.optional(z.string().check(z.maxLength(2000))) }).check(
    z.refine((range) => range.from <= range.to, { message: 'from must be on or before to', path: ['from'] }),
    z.refine((range) => (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 < MAX_EXPORT_DAYS, {
      message: `The range may cover at most ${MAX_EXPORT_DAYS} days`,
      path: ['to'],
    }),
  ))();
export type OrdersExportQuery = z.output<typeof ordersExportQuerySchema>;

export { ORDERS_EXPORT_COLUMNS } from '../../platform/contract/messages.js';
