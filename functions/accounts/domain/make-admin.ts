import type { Caller } from '../../platform/app-token.js';
import { NotFoundError } from '../../platform/errors.js';
import type { User } from '../contract/user.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { adminActor } from '../../platform/audit.js';
import { userTarget } from './audit-target.js';

export interface MakeAdminDeps {
  getUser(userId: string): Promise<User | undefined>;
  /** False when there is no user with this id. */
  setAdminRole(userId: string, audit: AuditNote): Promise<boolean>;
  now(): Date;
}

/** Idempotent: promoting an admin again changes nothing and still answers modifiedCount 1. */
export async function makeAdmin(deps: MakeAdminDeps, caller: Caller, userId: string): Promise<{ email: string; modifiedCount: 1 }> {
  const user = await deps.getUser(userId);
  if (!user) throw new NotFoundError(`No user with id ${userId}`);
  if (user.role === 'admin') return { email: user.email, modifiedCount: 1 };
  const audit: AuditNote = {
    at: deps.now().toISOString(),
    actor: adminActor(caller),
    action: 'make-admin',
    target: userTarget(user),
    before: { role: 'user', email: user.email },
    after: { role: 'admin' },
  };
  if (!(await deps.setAdminRole(userId, audit))) throw new NotFoundError(`No user with id ${userId}`);
  return { email: user.email, modifiedCount: 1 };
}
