import * as z from '../../platform/contract/zod.js';
import { phoneField, requiredText } from '../../platform/contract/fields.js';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Name and email are read-only: the email must be the caller's, user_name is ignored. */
export const profileSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    education: requiredText('Education is required', 200),
    location: requiredText('Location is required', 200),
    phone: phoneField('Phone is required'),
    linkedin: requiredText('Linkedin is required', 300),
    user_name: z.optional(z.string().check(z.maxLength(120))),
    email: z.optional(z.string().check(z.maxLength(254))),
  }))();
export type ProfileInput = z.output<typeof profileSchema>;

/** The body may only repeat the email; the path's email is the one used. */
export const loginSchema = /* @__PURE__ */ (() =>
  z.strictObject({ email: z.optional(z.string().check(z.maxLength(254, 'Must be at most 254 characters'))) }))();

/** A user as stored and answered. `role` is absent for a customer. */
export const userSchema = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.optional(z.literal('admin')),
    education: z.optional(z.string()),
    location: z.optional(z.string()),
    phone: z.optional(z.string()),
    linkedin: z.optional(z.string()),
    createdAt: z.string(),
  }))();
export type User = z.output<typeof userSchema>;
