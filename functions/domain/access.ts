import type { Caller } from '../shared/app-token.js';
import { ForbiddenError } from '../shared/errors.js';
import type { Role } from '../schemas/user.js';

export type RoleLookup = (email: string) => Promise<Role | undefined>;

/** Emails are keys and are compared case-insensitively: lower-cased, as the caller's already is. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isOwnEmail(caller: Caller, email: string): boolean {
  return normalizeEmail(email) === caller.email;
}

export function assertOwnEmail(caller: Caller, email: string, message = 'email: you can only do this for your own account'): void {
  if (!isOwnEmail(caller, email)) throw new ForbiddenError(message);
}

/** The caller may act on what belongs to `ownerEmail` if it is theirs or they are an admin. */
export async function assertOwnerOrAdmin(caller: Caller, ownerEmail: string, getUserRole: RoleLookup, message: string): Promise<void> {
  if (isOwnEmail(caller, ownerEmail)) return;
  if ((await getUserRole(caller.email)) !== 'admin') throw new ForbiddenError(message);
}
