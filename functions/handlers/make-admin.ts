import { makeAdmin } from '../domain/make-admin.js';
import { getUserRole, setAdminRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { setAdminRole };

export const handler = createHandler(
  'make-admin',
  async () => ({ params: (await import('../schemas/params.js')).userIdParams }),
  async ({ params }) => {
    const result = await makeAdmin(deps, params.userId);
    return ok({ acknowledged: true, ...result });
  },
  { getUserRole },
);
