import type { Caller } from './app-token.js';
import type { AuditActor, AuditEntry } from './contract/audit.js';

/** An admin, by user id, with the email they had when they acted. */
export const adminActor = (caller: Pick<Caller, 'uid' | 'email'>): AuditActor => ({ uid: caller.uid, email: caller.email });

export function fieldsBefore<T extends object>(before: T, patch: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.keys(patch).map((key) => [key, before[key as keyof T]])) as Partial<T>;
}

/** What an entry names, with a label a person recognises in the log (as it was at the change). */
export type AuditTarget = AuditEntry['target'];
