import type { Caller } from '../../platform/app-token.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { Role } from '../contract/user.js';
import { isOwnEmail, normalizeEmail, type RoleLookup } from './access.js';

export interface GetRoleDeps {
  getUserRole: RoleLookup;
  /** The role of the account that holds this email now. */
  getRoleByEmail(email: string): Promise<Role | undefined>;
}

/** A user without a row or a role is a customer; only an admin may look up another email's role. */
export async function getRole(deps: GetRoleDeps, caller: Caller, email: string): Promise<Role> {
  if (isOwnEmail(caller, email)) return (await deps.getUserRole(caller.uid)) ?? 'user';
  if ((await deps.getUserRole(caller.uid)) !== 'admin') throw new ForbiddenError('You can only look up your own role');
  return (await deps.getRoleByEmail(normalizeEmail(email))) ?? 'user';
}
