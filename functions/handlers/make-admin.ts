import { makeAdmin } from '../domain/make-admin.js';
import { getUser, getUserRole, setAdminRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { readingAheadFirst } from '../shared/read-ahead.js';
import { userIdParams } from '../schemas/params.js';

export const handler = createHandler(
  'make-admin',
  { params: userIdParams, readAhead: ({ params }) => getUser(params.userId) },
  async ({ params, caller, readAhead }) => {
    const deps = { getUser: readingAheadFirst(params.userId, readAhead, getUser), setAdminRole, now: () => new Date() };
    const result = await makeAdmin(deps, caller, params.userId);
    return ok({ acknowledged: true, ...result });
  },
  { getUserRole },
);
