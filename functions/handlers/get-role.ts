import { getRole } from '../domain/get-role.js';
import { getRoleByEmail, getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getUserRole, getRoleByEmail };

export const handler = createHandler(
  'get-role',
  async () => ({ params: (await import('../schemas/params.js')).emailParams }),
  async ({ params, caller }) => ok({ role: await getRole(deps, caller, params.email) }),
);
