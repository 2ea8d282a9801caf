/** Quotes: a buyer asks for a price, the shop offers one, the buyer orders at it. Shared with the web app. */
import * as z from '../../platform/contract/zod.js';
import { dollarPriceField, idField, phoneField, requiredNumber, requiredText } from '../../platform/contract/fields.js';

// Not imported from the catalog's and orders' contracts: their schemas would weigh every quote function down.
/** The largest stock a tool may hold (the catalog's MAX_STOCK): no quote asks for more. */
const MAX_QUOTE_QUANTITY = 1_000_000;
export const TOOL_TWICE_MESSAGE = 'Each tool may be in the order once: add to its quantity instead';
const MAX_PO_NUMBER_LENGTH = 40;
/** As at checkout (the orders contract's poNumberField). */
const poNumberField = /* @__PURE__ */ (() =>
  z.optional(
    z.pipe(
      z
        .string({ error: 'PO number must be text' })
        .check(z.trim(), z.maxLength(MAX_PO_NUMBER_LENGTH, `PO number must be at most ${MAX_PO_NUMBER_LENGTH} characters`)),
      z.transform((value: string) => value || undefined),
    ),
  ))();

export {
  DATE_PATTERN,
  MAX_OFFER_DAYS,
  MAX_QUOTE_LINES,
  MAX_QUOTE_NOTE,
  PAYMENT_TERMS_MESSAGE,
  PRICE_EVERY_LINE_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_STATUSES,
  quoteAnswer,
  quoteStateMessage,
  VALID_UNTIL_MESSAGE,
  type QuoteAnswer,
  type QuoteStatus,
} from './quote-terms.js';
import { DATE_PATTERN, MAX_QUOTE_LINES, MAX_QUOTE_NOTE, PRICE_EVERY_LINE_MESSAGE, QUOTE_STATUSES, VALID_UNTIL_MESSAGE } from './quote-terms.js';

const noteField = /* @__PURE__ */ (() =>
  z.optional(
    z.pipe(
      z.string({ error: 'Note must be text' }).check(z.trim(), z.maxLength(MAX_QUOTE_NOTE, `Note must be at most ${MAX_QUOTE_NOTE} characters`)),
      z.transform((value: string) => value || undefined),
    ),
  ))();

const quantityField = /* @__PURE__ */ (() =>
  requiredNumber('quantity is required').check(
    z.int('quantity must be a whole number'),
    z.minimum(1, 'quantity must be at least 1'),
    z.maximum(MAX_QUOTE_QUANTITY, `quantity must be at most ${MAX_QUOTE_QUANTITY}`),
  ))();

const eachToolOnce = () =>
  z.superRefine((lines: { toolId: string }[], context) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      if (seen.has(line.toolId)) context.addIssue({ code: 'custom', message: TOOL_TWICE_MESSAGE, path: [index, 'toolId'], input: line.toolId });
      seen.add(line.toolId);
    });
  });

/** POST /quotes */
export const requestQuoteSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    lines: z
      .array(z.strictObject({ toolId: idField, quantity: quantityField }), { error: 'lines is required' })
      .check(z.minLength(1, 'A quote needs at least one line'), z.maxLength(MAX_QUOTE_LINES, `A quote has at most ${MAX_QUOTE_LINES} lines`), eachToolOnce()),
    note: noteField,
  }))();
export type RequestQuoteInput = z.output<typeof requestQuoteSchema>;

/** POST /admin/quotes/{quoteId}/offer: unit prices in dollars; whether every line is priced and the date's range are checked against the quote and today. */
export const offerQuoteSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    lines: z
      .array(
        z.strictObject({
          toolId: idField,
          unitPrice: dollarPriceField('unitPrice'),
        }),
        { error: 'lines is required' },
      )
      .check(z.minLength(1, PRICE_EVERY_LINE_MESSAGE), z.maxLength(MAX_QUOTE_LINES, PRICE_EVERY_LINE_MESSAGE), eachToolOnce()),
    validUntil: z.string({ error: VALID_UNTIL_MESSAGE }).check(z.regex(DATE_PATTERN, VALID_UNTIL_MESSAGE)),
    note: noteField,
  }))();
export type OfferQuoteInput = z.output<typeof offerQuoteSchema>;

/** POST /quotes/{quoteId}/accept: where the order goes, as at checkout. */
export const acceptQuoteSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    address: requiredText('Address is required', 300),
    number: phoneField('Phone number is required'),
    poNumber: poNumberField,
    payment: z.optional(z.enum(['card', 'account'], { error: "payment must be 'card' or 'account'" })),
  }))();
export type AcceptQuoteInput = z.output<typeof acceptQuoteSchema>;

export const quoteIdParams = /* @__PURE__ */ (() => z.object({ quoteId: idField }))();
export const adminQuotesQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    status: z.optional(z.enum(QUOTE_STATUSES, { error: `status must be one of ${QUOTE_STATUSES.join(', ')}` })),
  }))();

export const quoteLineSchema = /* @__PURE__ */ (() =>
  z.object({
    toolId: z.string(),
    product_name: z.string(),
    quantity: z.number(),
    /** The shop's offered price, once offered. */
    unitPriceCents: z.optional(z.number()),
  }))();
export type QuoteLine = z.output<typeof quoteLineSchema>;

export const quoteSchema = /* @__PURE__ */ (() =>
  z.object({
    quoteId: z.string(),
    userId: z.string(),
    user_name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    /** The buyer's company when they asked, if they belong to one: its admins see the quote. */
    companyId: z.optional(z.string()),
    companyName: z.optional(z.string()),
    lines: z.array(quoteLineSchema),
    note: z.optional(z.string()),
    status: z.enum(QUOTE_STATUSES),
    createdAt: z.string(),
    offeredAt: z.optional(z.string()),
    offeredBy: z.optional(z.string()),
    /** The last day (YYYY-MM-DD, UTC) the offer may be accepted. */
    validUntil: z.optional(z.string()),
    offerNote: z.optional(z.string()),
    orderId: z.optional(z.string()),
    orderedAt: z.optional(z.string()),
    declinedAt: z.optional(z.string()),
    withdrawnAt: z.optional(z.string()),
    expiredAt: z.optional(z.string()),
  }))();
export type Quote = z.output<typeof quoteSchema>;

export const quoteAnswerSchema = /* @__PURE__ */ (() =>
  z.extend(quoteSchema, {
    lines: z.array(z.extend(quoteLineSchema, { unitPrice: z.optional(z.number()) })),
    subtotalCents: z.optional(z.number()),
    subtotal: z.optional(z.number()),
  }))();
