/** How the domain names the actor of an audited change. */
import type { Caller } from '../shared/app-token.js';
import type { AuditActor } from '../schemas/audit.js';

/** An admin, by user id, with the email they had when they acted. */
export const adminActor = (caller: Pick<Caller, 'uid' | 'email'>): AuditActor => ({ uid: caller.uid, email: caller.email });

/** The values the patch changes, as they were before it. */
export function fieldsBefore<T extends object>(before: T, patch: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.keys(patch).map((key) => [key, before[key as keyof T]])) as Partial<T>;
}
