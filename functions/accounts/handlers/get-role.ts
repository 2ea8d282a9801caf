import { getRole } from '../domain/get-role.js';
import { getRoleByEmail, getUserRole } from '../store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { emailParams } from '../../platform/contract/params.js';
import { routeOf } from '../../platform/route-definitions.js';
import { accountsRoutes } from '../routes.js';

const deps = { getUserRole, getRoleByEmail };

export const handler = createHandler(routeOf(accountsRoutes, 'get-role'), { params: emailParams }, async ({ params, caller }) =>
  ok({ role: await getRole(deps, caller, params.email) }),
);
