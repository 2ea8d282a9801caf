import { makeAdmin } from '../domain/make-admin.js';
import { getUser, getUserRole, setAdminRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { userIdParams } from '../schemas/params.js';

const deps = { getUser, setAdminRole, now: () => new Date() };

export const handler = createHandler(
  'make-admin',
  { params: userIdParams },
  async ({ params, caller }) => {
    const result = await makeAdmin(deps, caller, params.userId);
    return ok({ acknowledged: true, ...result });
  },
  { getUserRole },
);
