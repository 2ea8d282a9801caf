/**
 * The audit trail: append-only. An entry is never written on its own: `auditPut` is one item of the
 * transaction that makes the change it records, so there is no change without its entry and no entry
 * without its change. No function's role may update or delete the table (a template test checks it).
 */
import { randomUUID } from 'node:crypto';
import { tableName } from './config.js';
import type { TransactItem } from './db.js';
import type { Page } from './cursor.js';
import { NEWEST_INDEX } from './table-definitions.js';
import { auditEntrySchema, type AuditEntry } from './contract/audit.js';
import { readNewestFirst } from './newest-first.js';

export const AUDIT_LIST_KEY = 'audit';

/** What an entry says; the repository gives it its id. */
export type AuditNote = Omit<AuditEntry, '_id'>;

/** The entry's Put, to add to the transaction of the change it records. */
export function auditPut(note: AuditNote): TransactItem {
  return {
    Put: {
      TableName: tableName('audit'),
      Item: { _id: randomUUID(), ...note, listKey: AUDIT_LIST_KEY, createdAt: note.at },
      ConditionExpression: 'attribute_not_exists(#id)',
      ExpressionAttributeNames: { '#id': '_id' },
    },
  };
}

/** The Puts of the entries a change may carry (none when it is not audited). */
export const auditPuts = (note: AuditNote | undefined): TransactItem[] => (note ? [auditPut(note)] : []);

/** The entries, newest first. */
export const listAuditEntries = (limit: number, cursor?: string): Promise<Page<AuditEntry>> =>
  readNewestFirst(
    { table: 'audit', index: NEWEST_INDEX, partition: { key: 'listKey', value: AUDIT_LIST_KEY }, parse: (item) => auditEntrySchema.parse(item) },
    limit,
    cursor,
  );
