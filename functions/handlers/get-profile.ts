import { getProfile } from '../domain/profile.js';
import { getUser } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getUser };

export const handler = createHandler(
  'get-profile',
  async () => ({ params: (await import('../schemas/params.js')).emailParams }),
  async ({ params, caller }) => ok({ user: await getProfile(deps, caller, params.email) }),
);
