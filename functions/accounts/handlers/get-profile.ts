import { getProfile } from '../domain/profile.js';
import { getUser } from '../store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { emailParams } from '../../platform/contract/params.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { getUser };

export const handler = createHandler(routeOf(accountsRoutes, 'get-profile'), { params: emailParams }, async ({ params, caller }) =>
  ok({ user: await getProfile(deps, caller, params.email) }),
);
