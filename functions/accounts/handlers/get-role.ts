import { getRole } from '../domain/get-role.js';
import { getRoleByEmail, getUserRole } from '../store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { getUserRole, getRoleByEmail };

export const handler = createHandler(
  routeOf(accountsRoutes, 'get-role'),
  loadedOnFirstUse(() => import('../contract/requests/get-role.js')),
  async ({ params, caller }) => ok({ role: await getRole(deps, caller, params.email) }),
);
