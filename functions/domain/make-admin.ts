import { NotFoundError } from '../shared/errors.js';

export interface MakeAdminDeps {
  /** Answers the promoted user's email, or undefined when there is no user with this id. */
  setAdminRole(userId: string): Promise<string | undefined>;
}

/**
 * Promotes the user with this `_id` (the identity provider's uid), the users table's key. Promoting
 * an admin again is not an error: either way the user is an admin afterwards, so the answer is
 * always modifiedCount 1.
 */
export async function makeAdmin(deps: MakeAdminDeps, userId: string): Promise<{ email: string; modifiedCount: 1 }> {
  const email = await deps.setAdminRole(userId);
  if (email === undefined) throw new NotFoundError(`No user with id ${userId}`);
  return { email, modifiedCount: 1 };
}
