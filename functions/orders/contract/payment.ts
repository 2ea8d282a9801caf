import * as z from '../../platform/contract/zod.js';
import { requiredText } from '../../platform/contract/fields.js';

const orderIdField = /* @__PURE__ */ (() => requiredText('orderId is required', 100))();

/** POST /create-payment-intent. `price` is accepted for older clients and ignored: the server computes the amount. */
export const createPaymentIntentSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    orderId: orderIdField,
    price: z.optional(z.unknown()),
  }))();
export type CreatePaymentIntentInput = z.output<typeof createPaymentIntentSchema>;

/** PATCH /pay/{orderId}: `transactionId` is the PaymentIntent id the browser confirmed. */
export const confirmPaymentSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    orderId: orderIdField,
    transactionId: requiredText('transactionId is required', 255).check(z.regex(/^pi_[A-Za-z0-9_]+$/, 'transactionId must be a payment intent id (pi_...)')),
  }))();
export type ConfirmPaymentInput = z.output<typeof confirmPaymentSchema>;
