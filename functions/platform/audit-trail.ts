/** Append-only: each entry is written in the transaction of the change it records, and no role may update or delete one. */
import { randomUUID } from 'node:crypto';
import { tableName } from './config.js';
import type { TransactItem } from './db.js';
import type { AuditEntry } from './contract/audit.js';

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

export const auditPuts = (note: AuditNote | undefined): TransactItem[] => (note ? [auditPut(note)] : []);
