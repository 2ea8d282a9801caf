/** The audit trail, newest first: the admins' audit log (its own module, so no other function carries its reader). */
import type { Page } from './cursor.js';
import { NEWEST_INDEX } from './table-names.js';
import type { AuditEntry } from './contract/audit.js';
import { loadedBesideFirstRead } from './beside-first-read.js';
import { readNewestFirst } from './newest-first.js';
import { AUDIT_LIST_KEY } from './audit-trail.js';

const auditEntryReader = loadedBesideFirstRead(() => import('./contract/stored/audit-entry.js'));
const readingAuditEntries = async () => (await auditEntryReader()).readAuditEntry;

export const listAuditEntries = (limit: number, cursor?: string): Promise<Page<AuditEntry>> =>
  readNewestFirst({ table: 'audit', index: NEWEST_INDEX, partition: { key: 'listKey', value: AUDIT_LIST_KEY }, reader: readingAuditEntries }, limit, cursor);
