import * as z from 'zod';
import { MAX_STOCK } from './tool.js';
import { phoneField, requiredNumber, requiredText } from './fields.js';
import { maximumQuantityMessage, minimumQuantityMessage, type QuantityLimits } from './messages.js';

export const ORDER_STATUSES = ['Not paid', 'paid', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const DEFAULT_PURCHASE_QUANTITY = 50;

export { maximumQuantityMessage, minimumQuantityMessage, quantityRangeToast, type QuantityLimits } from './messages.js';

const quantityField = requiredNumber('quantity is required')
  .int('quantity must be a whole number')
  .min(1, minimumQuantityMessage(1))
  .max(MAX_STOCK, maximumQuantityMessage(MAX_STOCK));

/**
 * PUT /purchase/{id}. The client may send every field of the order form; the server ignores price,
 * status and product_name (it computes them) and refuses an email that is not the caller's.
 * With `limits` (the web form, and the domain check) the quantity must also fit the tool.
 */
export function purchaseSchema(limits?: QuantityLimits) {
  const quantity = limits
    ? quantityField
        .min(limits.minimum, minimumQuantityMessage(limits.minimum))
        .max(limits.available, maximumQuantityMessage(limits.available))
    : quantityField;
  return z.strictObject({
    address: requiredText('Address is required', 300),
    number: phoneField('Phone number is required'),
    quantity,
    user_name: z.string().trim().max(120, 'Must be at most 120 characters').optional(),
    email: z.string().max(254).optional(),
    product_name: z.string().max(200).optional(),
    status: z.string().max(20).optional(),
    price: z.unknown().optional(),
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
  product_name: z.string(),
  quantity: z.number(),
  address: z.string(),
  number: z.string(),
  unitPrice: z.number(),
  price: z.number(),
  amountCents: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  transactionId: z.string().optional(),
  paidAt: z.string().optional(),
  deliveredAt: z.string().optional(),
});
export type Order = z.output<typeof orderSchema>;
