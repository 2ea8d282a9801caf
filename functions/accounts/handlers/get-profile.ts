import { getProfile } from '../domain/profile.js';
import { getUser } from '../store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { getUser };

export const handler = createHandler(
  routeOf(accountsRoutes, 'get-profile'),
  loadedOnFirstUse(() => import('../contract/requests/get-profile.js')),
  async ({ params, caller }) => ok({ user: await getProfile(deps, caller, params.email) }),
);
