import * as z from './zod.js';
import { emailField, idField, idempotencyKeyField } from './fields.js';

/** What a handler without a schema for a part of the request accepts: anything. */
export const noInputSchema = z.looseObject({});

export const toolIdParams = z.object({ id: idField });
export const orderIdParams = z.object({ orderId: idField });
export const userIdParams = z.object({ userId: idField });
export const emailParams = z.object({ email: emailField });
export const orderEmailParams = z.object({ orderId: idField, email: emailField });
export const productEmailParams = z.object({ email: emailField, productId: idField });
export const idempotencyHeaderSchema = z.object({ 'idempotency-key': idempotencyKeyField });
export const productIdParams = z.object({ productId: idField });
