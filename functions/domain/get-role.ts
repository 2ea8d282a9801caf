import type { Caller } from '../shared/app-token.js';
import type { Role } from '../schemas/user.js';
import { assertOwnerOrAdmin, normalizeEmail, type RoleLookup } from './access.js';

export interface GetRoleDeps {
  getUserRole: RoleLookup;
}

/** A user without a row (or without a role) is a customer: 'user'. */
export async function getRole(deps: GetRoleDeps, caller: Caller, email: string): Promise<Role> {
  await assertOwnerOrAdmin(caller, email, deps.getUserRole, 'You can only look up your own role');
  return (await deps.getUserRole(normalizeEmail(email))) ?? 'user';
}
