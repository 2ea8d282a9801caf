import { auditEntrySchema, type AuditEntry } from '../audit.js';

/** A stored audit entry, checked against its schema: loaded beside the first read (audit-trail.ts), so zod is not part of init. */
export const readAuditEntry = (item: unknown): AuditEntry => auditEntrySchema.parse(item);
