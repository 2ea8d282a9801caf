import { updateProfile } from '../domain/profile.js';
import { updateUserProfile } from '../store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { profileSchema } from '../contract/user.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { updateUserProfile };

export const handler = createHandler(routeOf(accountsRoutes, 'update-profile'), { body: profileSchema }, async ({ body, caller }) => {
  await updateProfile(deps, caller, body);
  return ok({ result: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
});
