import * as z from './zod.js';
import { MAX_STOCK } from './tool.js';
import { emailField, pageQuerySchema, phoneField, requiredNumber, requiredText } from './fields.js';
import { maximumQuantityMessage, minimumQuantityMessage, type QuantityLimits } from './messages.js';

export const ORDER_STATUSES = ['Not paid', 'paid', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Why an unpaid order was cancelled: by its owner, by an admin, or because its hold ran out. */
export const CANCEL_REASONS = ['owner', 'admin', 'hold-expired'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** Who refunded a paid order: an admin in the shop, the provider's dashboard, or the shop itself for a payment that came too late. */
export const REFUND_SOURCES = ['admin', 'provider', 'late-payment'] as const;
export type RefundSource = (typeof REFUND_SOURCES)[number];
export const DEFAULT_PURCHASE_QUANTITY = 50;

export { maximumQuantityMessage, minimumQuantityMessage, quantityRangeToast, type QuantityLimits } from './messages.js';

const wholeQuantity = requiredNumber('quantity is required').check(z.int('quantity must be a whole number'));

/**
 * PUT /purchase/{id}. The client may send every field of the order form; the server ignores price,
 * status and product_name (it computes them) and refuses an email that is not the caller's.
 * With `limits` (the web form) the quantity must fit the tool: at least its minimum order, at most
 * its stock. Without them (the request's check, before the tool is read) it must only be at most
 * the largest stock a tool can have; the tool's range is checked once it is read
 * (domain/create-order.ts), so a quantity of 0 or less is told the tool's own minimum too.
 */
export function purchaseSchema(limits?: QuantityLimits) {
  const quantity = limits
    ? wholeQuantity.check(
        z.minimum(limits.minimum, minimumQuantityMessage(limits.minimum)),
        z.maximum(limits.available, maximumQuantityMessage(limits.available)),
      )
    : wholeQuantity.check(z.maximum(MAX_STOCK, maximumQuantityMessage(MAX_STOCK)));
  return z.strictObject({
    address: requiredText('Address is required', 300),
    number: phoneField('Phone number is required'),
    quantity,
    user_name: z.optional(z.string().check(z.trim(), z.maxLength(120, 'Must be at most 120 characters'))),
    email: z.optional(z.string().check(z.maxLength(254))),
    product_name: z.optional(z.string().check(z.maxLength(200))),
    status: z.optional(z.string().check(z.maxLength(20))),
    price: z.optional(z.unknown()),
  });
}
export type PurchaseInput = z.output<ReturnType<typeof purchaseSchema>>;

/**
 * An order as stored and answered. `price` is the total in dollars; `amountCents` the same in cents.
 * `userId` is the owner (the identity provider's user id); `email` is where the owner could be
 * reached when ordering, kept for the shop's records and never used to decide who owns the order.
 */
export const orderSchema = z.object({
  _id: z.string(),
  toolId: z.string(),
  userId: z.string(),
  user_name: z.string(),
  email: z.string(),
  /** The identity provider had verified `email` when the order was placed: only then is the customer emailed. */
  emailVerified: z.optional(z.boolean()),
  product_name: z.string(),
  quantity: z.number(),
  address: z.string(),
  number: z.string(),
  unitPrice: z.number(),
  price: z.number(),
  amountCents: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  transactionId: z.optional(z.string()),
  paidAt: z.optional(z.string()),
  deliveredAt: z.optional(z.string()),
  /** When an unpaid order gives its stock back by itself. */
  holdExpiresAt: z.optional(z.string()),
  /** The PaymentIntent started for this order (cancelled with the order). */
  paymentIntentId: z.optional(z.string()),
  /** The provider's message for the last declined card. */
  lastPaymentError: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  cancelReason: z.optional(z.enum(CANCEL_REASONS)),
  refundedAt: z.optional(z.string()),
  refundId: z.optional(z.string()),
  refundSource: z.optional(z.enum(REFUND_SOURCES)),
  disputed: z.optional(z.boolean()),
  carrier: z.optional(z.string()),
  trackingNumber: z.optional(z.string()),
});
export type Order = z.output<typeof orderSchema>;

const trackingText = z.optional(z.string().check(z.trim(), z.maxLength(100, 'Must be at most 100 characters')));

/** POST /delivered/{orderId}: optional shipping details. */
export const deliverySchema = z.strictObject({ carrier: trackingText, trackingNumber: trackingText });
export type DeliveryInput = z.output<typeof deliverySchema>;

/** GET /allorders/{email}: a page, optionally only one status and/or one buyer (served by indexes). */
export const allOrdersQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` })),
  buyer: z.optional(emailField),
});
export type AllOrdersQuery = z.output<typeof allOrdersQuerySchema>;
