import { updateProfile } from '../domain/profile.js';
import { updateUserProfile } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { updateUserProfile };

export const handler = createHandler(
  'update-profile',
  async () => ({ body: (await import('../schemas/user.js')).profileSchema }),
  async ({ body, caller }) => {
    await updateProfile(deps, caller, body);
    return ok({ result: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
  },
);
