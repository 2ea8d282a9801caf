import type { Caller } from '../../platform/app-token.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { Role } from '../contract/user.js';

export type RoleLookup = (userId: string) => Promise<Role | undefined>;

/** Emails are compared case-insensitively: lower-cased, as the caller's already is. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Paths name the caller by email, but ownership never rests on it. */
export function isOwnEmail(caller: Caller, email: string): boolean {
  return normalizeEmail(email) === caller.email;
}

export function assertOwnEmail(caller: Caller, email: string, message = 'email: you can only do this for your own account'): void {
  if (!isOwnEmail(caller, email)) throw new ForbiddenError(message);
}

export async function assertOwnerOrAdmin(caller: Caller, ownerId: string, getUserRole: RoleLookup, message: string): Promise<void> {
  if (ownerId === caller.uid) return;
  if ((await getUserRole(caller.uid)) !== 'admin') throw new ForbiddenError(message);
}
