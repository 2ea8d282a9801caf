import { updateProfile } from '../domain/profile.js';
import { updateUserProfile } from '../store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { updateUserProfile };

export const handler = createHandler(
  routeOf(accountsRoutes, 'update-profile'),
  loadedOnFirstUse(() => import('../contract/requests/update-profile.js')),
  async ({ body, caller }) => {
    await updateProfile(deps, caller, body);
    return ok({ result: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
  },
);
