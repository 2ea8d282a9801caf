import * as z from '../../platform/contract/zod.js';
import { MAX_STOCK } from '../../catalog/contract/tool-answer.js';
import { packQuantityProblem } from '../../catalog/contract/packs.js';
import { emailField, idField, pageQuerySchema, phoneField, requiredNumber, requiredText } from '../../platform/contract/fields.js';
import { MAX_ORDER_LINES, maximumQuantityMessage, minimumQuantityMessage, type QuantityLimits } from '../../platform/contract/messages.js';
import { PAYMENT_METHODS } from '../../trade/contract/credit-terms.js';

export {
  CANCEL_REASONS,
  DEFAULT_PURCHASE_QUANTITY,
  DISPUTE_OUTCOMES,
  ORDER_STATUSES,
  REFUND_SOURCES,
  type CancelReason,
  type DisputeOutcome,
  type OrderStatus,
  type RefundSource,
} from './order-statuses.js';
import { CANCEL_REASONS, DISPUTE_OUTCOMES, ORDER_STATUSES, REFUND_SOURCES } from './order-statuses.js';

export { MAX_ORDER_LINES, maximumQuantityMessage, minimumQuantityMessage, quantityRangeToast, type QuantityLimits } from '../../platform/contract/messages.js';

/** POST /orders and PUT /purchase/{id}: `payment`, 'card' when absent. */
const paymentField = /* @__PURE__ */ (() => z.optional(z.enum(PAYMENT_METHODS, { error: "payment must be 'card' or 'account'" })))();

const wholeQuantity = /* @__PURE__ */ (() => requiredNumber('quantity is required').check(z.int('quantity must be a whole number')))();
/** The tool's own range is checked once it is read. */
const requestQuantity = /* @__PURE__ */ (() => wholeQuantity.check(z.maximum(MAX_STOCK, maximumQuantityMessage(MAX_STOCK))))();

const shippingFields = /* @__PURE__ */ (() => ({
  address: requiredText('Address is required', 300),
  number: phoneField('Phone number is required'),
}))();

export const MAX_PO_NUMBER_LENGTH = 40;
export const TOOL_TWICE_MESSAGE = 'Each tool may be in the order once: add to its quantity instead';

export const poNumberField = /* @__PURE__ */ (() =>
  z.optional(
    z.pipe(
      z
        .string({ error: 'PO number must be text' })
        .check(z.trim(), z.maxLength(MAX_PO_NUMBER_LENGTH, `PO number must be at most ${MAX_PO_NUMBER_LENGTH} characters`)),
      z.transform((value: string) => value || undefined),
    ),
  ))();

/** The server computes price, status and product_name and refuses an email not the caller's; without `limits`, the tool's range is checked once it is read. */
export function purchaseSchema(limits?: QuantityLimits) {
  const quantity = limits
    ? wholeQuantity.check(
        z.minimum(limits.minimum, minimumQuantityMessage(limits.minimum)),
        z.maximum(limits.available, maximumQuantityMessage(limits.available)),
        z.superRefine((quantity, context) => {
          const problem = packQuantityProblem(quantity, limits);
          if (problem) context.addIssue({ code: 'custom', message: problem, input: quantity });
        }),
      )
    : requestQuantity;
  return z.strictObject({
    ...shippingFields,
    quantity,
    user_name: z.optional(z.string().check(z.trim(), z.maxLength(120, 'Must be at most 120 characters'))),
    email: z.optional(z.string().check(z.maxLength(254))),
    product_name: z.optional(z.string().check(z.maxLength(200))),
    status: z.optional(z.string().check(z.maxLength(20))),
    price: z.optional(z.unknown()),
    poNumber: poNumberField,
    payment: paymentField,
  });
}
export type PurchaseInput = z.output<ReturnType<typeof purchaseSchema>>;

export const checkoutSchema = /* @__PURE__ */ (() => z.strictObject({ ...shippingFields, poNumber: poNumberField }))();
export type CheckoutInput = z.output<typeof checkoutSchema>;

const requestedLineSchema = /* @__PURE__ */ (() => z.strictObject({ toolId: idField, quantity: requestQuantity }))();

export const placeOrderSchema = /* @__PURE__ */ (() =>
  z.extend(checkoutSchema, {
    payment: paymentField,
    lines: z.array(requestedLineSchema, { error: 'lines is required' }).check(
      z.minLength(1, 'Add at least one tool to the order'),
      z.maxLength(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
      z.superRefine((lines, context) => {
        const seen = new Set<string>();
        lines.forEach((line, index) => {
          if (seen.has(line.toolId)) context.addIssue({ code: 'custom', message: TOOL_TWICE_MESSAGE, path: [index, 'toolId'], input: line.toolId });
          seen.add(line.toolId);
        });
      }),
    ),
  }))();
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const orderLineSchema = /* @__PURE__ */ (() =>
  z.object({
    toolId: z.string(),
    product_name: z.string(),
    sku: z.optional(z.string()),
    quantity: z.number(),
    unitPriceCents: z.number(),
    listUnitPriceCents: z.optional(z.number()),
    amountCents: z.number(),
  }))();

/** One payment of an on-account invoice: recorded by a shop admin, or a company admin's card payment (its PaymentIntent's id is `paymentId`). */
export const accountPaymentSchema = /* @__PURE__ */ (() =>
  z.object({
    paymentId: z.string(),
    amountCents: z.number(),
    reference: z.string(),
    receivedOn: z.string(),
    recordedAt: z.string(),
    source: z.enum(['admin', 'card']),
  }))();
export type AccountPayment = z.output<typeof accountPaymentSchema>;

/** `email` is kept for the shop's records, never used to decide who owns the order. */
const orderFields = /* @__PURE__ */ (() => ({
  _id: z.string(),
  userId: z.string(),
  user_name: z.string(),
  email: z.string(),
  /** The identity provider had verified `email` when the order was placed: only then is the customer emailed. */
  emailVerified: z.boolean(),
  product_name: z.string(),
  quantity: z.number(),
  address: z.string(),
  number: z.string(),
  toolId: z.optional(z.string()),
  lines: z.array(orderLineSchema),
  subtotalCents: z.number(),
  taxCents: z.number(),
  amountCents: z.number(),
  /** A trade member's order: their company then (its invoice names it), and its resale certificate when it paid no tax. */
  companyId: z.optional(z.string()),
  companyName: z.optional(z.string()),
  companyTaxId: z.optional(z.string()),
  taxExempt: z.optional(z.string()),
  /** A trade buyer's order over their approval limit: who of the company approved or declined it. */
  approvedAt: z.optional(z.string()),
  approvedBy: z.optional(z.string()),
  declinedAt: z.optional(z.string()),
  declinedBy: z.optional(z.string()),
  declineReason: z.optional(z.string()),
  /** The company admins an order awaiting approval is sent to. */
  approverEmails: z.optional(z.array(z.string())),
  /** The buyer's purchase order number, printed on their papers. */
  poNumber: z.optional(z.string()),
  /** The rate and label in force when the order was placed: its invoice shows them, whatever the shop's rate is later. */
  taxRatePercent: z.optional(z.number()),
  taxLabel: z.optional(z.string()),
  /** Given once the order is paid. */
  invoiceNumber: z.optional(z.string()),
  invoicedAt: z.optional(z.string()),
  /** CN-{year}-{six digits}, given once a paid order is refunded; it cancels `invoiceNumber`. */
  creditNoteNumber: z.optional(z.string()),
  creditNotedAt: z.optional(z.string()),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  /** How the order is paid: 'card' when absent (orders from before paying on account). */
  payment: z.optional(z.enum(PAYMENT_METHODS)),
  /** An on-account order: its invoice's date (YYYY-MM-DD, UTC), the company's net days then, and when it is due. */
  invoiceDate: z.optional(z.string()),
  netDays: z.optional(z.number()),
  /** The invoice's time plus the net days (ISO time); `dueDate` is its date (YYYY-MM-DD, UTC). */
  dueAt: z.optional(z.string()),
  dueDate: z.optional(z.string()),
  /** Cents of an on-account invoice paid so far: its payments add up; the last one sets `paidAt`. */
  paidCents: z.optional(z.number()),
  accountPayments: z.optional(z.array(accountPaymentSchema)),
  transactionId: z.optional(z.string()),
  paidAt: z.optional(z.string()),
  deliveredAt: z.optional(z.string()),
  /** When an unpaid order gives its stock back by itself. */
  holdExpiresAt: z.optional(z.string()),
  /** Cancelled with the order. */
  paymentIntentId: z.optional(z.string()),
  lastPaymentError: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  cancelReason: z.optional(z.enum(CANCEL_REASONS)),
  refundedAt: z.optional(z.string()),
  refundId: z.optional(z.string()),
  refundSource: z.optional(z.enum(REFUND_SOURCES)),
  /** Cents of the order's own payment given back so far (a partial refund at the provider; the whole amount once refunded). */
  refundedCents: z.optional(z.number()),
  /** Other payments that succeeded for this order (another tab, another intent) and were refunded at once. */
  extraPaymentsRefunded: z.optional(z.array(z.string())),
  /** Refused for good by the mail service: no email of the order goes to them again. */
  refusedEmailAddresses: z.optional(z.array(z.string())),
  disputed: z.optional(z.boolean()),
  disputeOutcome: z.optional(z.enum(DISPUTE_OUTCOMES)),
  carrier: z.optional(z.string()),
  trackingNumber: z.optional(z.string()),
}))();

export const orderSchema = /* @__PURE__ */ (() => z.object(orderFields))();
export type Order = z.output<typeof orderSchema>;

/** Every read of an order goes through here. */
export function readOrder(item: unknown): Order {
  return orderSchema.parse(item);
}

export function tryReadOrder(item: unknown): Order | undefined {
  const parsed = orderSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

export { orderAmounts, orderAnswer, type OrderAnswer } from './order-answer.js';
/** The shape of orderAnswer, for the API's documentation. */
export const orderAnswerSchema = /* @__PURE__ */ (() =>
  z.extend(orderSchema, {
    price: z.number(),
    unitPrice: z.optional(z.number()),
    lines: z.array(z.extend(orderLineSchema, { unitPrice: z.number(), listUnitPrice: z.optional(z.number()) })),
  }))();

const trackingText = /* @__PURE__ */ (() => z.optional(z.string().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters'))))();

export const deliverySchema = /* @__PURE__ */ (() => z.strictObject({ carrier: trackingText, trackingNumber: trackingText }))();
export type DeliveryInput = z.output<typeof deliverySchema>;

export const allOrdersQuerySchema = /* @__PURE__ */ (() =>
  z.extend(pageQuerySchema, {
    status: z.optional(z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` })),
    buyer: z.optional(emailField),
  }))();
export type AllOrdersQuery = z.output<typeof allOrdersQuerySchema>;

/** POST /trade/orders/{orderId}/decline: an optional reason the buyer is told. */
export const declineOrderSchema = /* @__PURE__ */ (() =>
  z.strictObject({ reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Reason must be at most 500 characters'))) }))();
