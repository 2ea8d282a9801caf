import type { Caller } from '../../platform/app-token.js';
import { NotFoundError } from '../../platform/errors.js';
import type { ProfileInput, User } from '../contract/user.js';
import { assertOwnEmail } from './access.js';

export interface GetProfileDeps {
  getUser(userId: string): Promise<User | undefined>;
}

export interface UpdateProfileDeps {
  updateUserProfile(userId: string, profile: Pick<ProfileInput, 'education' | 'location' | 'phone' | 'linkedin'>): Promise<boolean>;
}

const noUser = (email: string) => new NotFoundError(`No user for ${email}: sign in once to create it`);

export async function getProfile(deps: GetProfileDeps, caller: Caller, email: string): Promise<User> {
  assertOwnEmail(caller, email, 'email: you can only see your own profile');
  const user = await deps.getUser(caller.uid);
  if (!user) throw noUser(caller.email);
  return user;
}

/** Name and email are read-only: the user_name sent is ignored, an email other than the caller's refused. */
export async function updateProfile(deps: UpdateProfileDeps, caller: Caller, input: ProfileInput): Promise<void> {
  if (input.email !== undefined) assertOwnEmail(caller, input.email, 'email: you can only update your own profile');
  const { education, location, phone, linkedin } = input;
  if (!(await deps.updateUserProfile(caller.uid, { education, location, phone, linkedin }))) throw noUser(caller.email);
}
