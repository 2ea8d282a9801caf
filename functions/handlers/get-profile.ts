import { getProfile } from '../domain/profile.js';
import { getUser } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { emailParams } from '../schemas/params.js';

const deps = { getUser };

export const handler = createHandler('get-profile', { params: emailParams }, async ({ params, caller }) =>
  ok({ user: await getProfile(deps, caller, params.email) }),
);
