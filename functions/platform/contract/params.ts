import * as z from './zod.js';
import { emailField, idField, idempotencyKeyField } from './fields.js';

export const toolIdParams = /* @__PURE__ */ (() => z.object({ id: idField }))();
export const orderIdParams = /* @__PURE__ */ (() => z.object({ orderId: idField }))();
export const userIdParams = /* @__PURE__ */ (() => z.object({ userId: idField }))();
export const emailParams = /* @__PURE__ */ (() => z.object({ email: emailField }))();
export const orderEmailParams = /* @__PURE__ */ (() => z.object({ orderId: idField, email: emailField }))();
export const productEmailParams = /* @__PURE__ */ (() => z.object({ email: emailField, productId: idField }))();
export const idempotencyHeaderSchema = /* @__PURE__ */ (() => z.object({ 'idempotency-key': idempotencyKeyField }))();
export const productIdParams = /* @__PURE__ */ (() => z.object({ productId: idField }))();
