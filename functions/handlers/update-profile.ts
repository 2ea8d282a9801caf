import { updateProfile } from '../domain/profile.js';
import { updateUserProfile } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { profileSchema } from '../schemas/user.js';

const deps = { updateUserProfile };

export const handler = createHandler('update-profile', { body: profileSchema }, async ({ body, caller }) => {
  await updateProfile(deps, caller, body);
  return ok({ result: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
});
