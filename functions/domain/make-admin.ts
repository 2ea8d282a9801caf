import { NotFoundError } from '../shared/errors.js';

export interface MakeAdminDeps {
  findUserEmailById(id: string): Promise<string | undefined>;
  setAdminRole(email: string): Promise<boolean>;
}

/**
 * Promotes the user with this `_id` (the identity provider's uid). Promoting an admin again is not
 * an error: either way the user is an admin afterwards, so the answer is always modifiedCount 1.
 */
export async function makeAdmin(deps: MakeAdminDeps, userId: string): Promise<{ email: string; modifiedCount: 1 }> {
  const notFound = () => new NotFoundError(`No user with id ${userId}`);
  const email = await deps.findUserEmailById(userId);
  if (!email) throw notFound();
  if (!(await deps.setAdminRole(email))) throw notFound();
  return { email, modifiedCount: 1 };
}
