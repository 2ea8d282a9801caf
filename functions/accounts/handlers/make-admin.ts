import { makeAdmin } from '../domain/make-admin.js';
import { getUser, getUserRole, setAdminRole } from '../store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { getUser, setAdminRole, now: () => new Date() };

export const handler = createHandler(
  routeOf(accountsRoutes, 'make-admin'),
  loadedOnFirstUse(() => import('../contract/requests/make-admin.js')),
  async ({ params, caller }) => {
    const result = await makeAdmin(deps, caller, params.userId);
    return ok({ acknowledged: true, ...result });
  },
  { getUserRole },
);
