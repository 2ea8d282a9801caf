/**
 * Invoices paid on account: what the web app and the server share. A shop admin records a payment
 * received (bank transfer, cheque); a company admin may pay an invoice by card; the statement shows a
 * company its balance, its invoices and how late they are (trade/contract/credit-terms.ts decides).
 */
import * as z from '../../platform/contract/zod.js';
import { idField } from '../../platform/contract/fields.js';
import { INVOICE_STATES } from './invoice-aging.js';

export { MORE_THAN_DUE_MESSAGE, NOT_ON_ACCOUNT_MESSAGE } from '../../trade/contract/credit-terms.js';

export { AMOUNT_MESSAGE, NOTHING_DUE_MESSAGE, RECEIVED_ON_MESSAGE, REFERENCE_MESSAGE } from './receivables-messages.js';
import { AMOUNT_MESSAGE, REFERENCE_MESSAGE, RECEIVED_ON_MESSAGE } from './receivables-messages.js';

const isRealDay = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** Not after today in UTC, the day the shop's dates are in. */
const notInFuture = (value: string) => value <= new Date().toISOString().slice(0, 10);

/** POST /admin/invoices/{orderId}/payments: whether it is more than the amount due is decided on the invoice as read. */
export const recordPaymentSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    amountCents: z
      .number({ error: AMOUNT_MESSAGE })
      .check(z.int(AMOUNT_MESSAGE), z.positive(AMOUNT_MESSAGE), z.maximum(Number.MAX_SAFE_INTEGER, AMOUNT_MESSAGE)),
    reference: z.string({ error: REFERENCE_MESSAGE }).check(z.trim(), z.minLength(1, REFERENCE_MESSAGE), z.maxLength(60, REFERENCE_MESSAGE)),
    receivedOn: z
      .string({ error: RECEIVED_ON_MESSAGE })
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, RECEIVED_ON_MESSAGE), z.refine(isRealDay, RECEIVED_ON_MESSAGE), z.refine(notInFuture, RECEIVED_ON_MESSAGE)),
  }))();
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;

export const invoiceParams = /* @__PURE__ */ (() => z.object({ orderId: idField }))();

/** An on-account invoice as answered: `invoiceNumber` is null for the moment between placing and numbering. */
export const invoiceSchema = /* @__PURE__ */ (() =>
  z.object({
    orderId: z.string(),
    invoiceNumber: z.nullable(z.string()),
    invoiceDate: z.string(),
    dueDate: z.string(),
    amountCents: z.number(),
    paidCents: z.number(),
    state: z.enum(INVOICE_STATES),
  }))();
export type InvoiceView = z.output<typeof invoiceSchema>;

/** 201 of POST /admin/invoices/{orderId}/payments. */
export const invoiceAnswerSchema = /* @__PURE__ */ (() => z.object({ invoice: invoiceSchema }))();

/** POST /trade/invoices/{orderId}/payment-intent: the card payment of the whole amount due. */
export const invoicePaymentIntentAnswerSchema = /* @__PURE__ */ (() => z.object({ clientSecret: z.string(), amountCents: z.number() }))();

export const agingSchema = /* @__PURE__ */ (() =>
  z.object({
    currentCents: z.number(),
    days1to30Cents: z.number(),
    days31to60Cents: z.number(),
    days61to90Cents: z.number(),
    over90Cents: z.number(),
  }))();

/** GET /trade/statement (company admins): `availableCents` is the credit limit less the balance, never below 0. */
export const statementSchema = /* @__PURE__ */ (() =>
  z.object({
    balanceCents: z.number(),
    creditLimitCents: z.number(),
    availableCents: z.number(),
    onHold: z.boolean(),
    invoices: z.array(invoiceSchema),
    aging: agingSchema,
  }))();
export type Statement = z.output<typeof statementSchema>;
