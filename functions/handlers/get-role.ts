import { getRole } from '../domain/get-role.js';
import { getRoleByEmail, getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { emailParams } from '../schemas/params.js';

const deps = { getUserRole, getRoleByEmail };

export const handler = createHandler('get-role', { params: emailParams }, async ({ params, caller }) =>
  ok({ role: await getRole(deps, caller, params.email) }),
);
