import * as z from './zod.js';
import { pageQuerySchema } from './fields.js';

export const AUDIT_ACTIONS = [
  'make-admin',
  'add-product',
  'edit-product',
  'archive-product',
  'restore-product',
  'deliver-order',
  'refund-order',
  'cancel-order',
  'hide-review',
  'expire-order',
  'approve-trade-account',
  'decline-trade-account',
  'update-trade-account',
  'set-contract-prices',
  'record-invoice-payment',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ['user', 'product', 'order', 'review', 'company'] as const;

/** Who did it: an admin (their user id and the email they had then), or the shop itself. */
export const auditActorSchema = /* @__PURE__ */ (() => z.union([z.object({ uid: z.string(), email: z.string() }), z.literal('system')]))();
export type AuditActor = z.output<typeof auditActorSchema>;

export const auditEntrySchema = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    at: z.string(),
    actor: auditActorSchema,
    action: z.enum(AUDIT_ACTIONS),
    target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string(), label: z.string() }),
    before: z.optional(z.record(z.string(), z.unknown())),
    after: z.optional(z.record(z.string(), z.unknown())),
  }))();
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogQuerySchema = pageQuerySchema;
