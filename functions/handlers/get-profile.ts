import * as z from 'zod';
import { getProfile } from '../domain/profile.js';
import { getUser } from '../repositories/users-repository.js';
import { emailField } from '../schemas/fields.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getUser };

export const handler = createHandler('get-profile', { params: z.object({ email: emailField }) }, async ({ params, caller }) =>
  ok({ user: await getProfile(deps, caller, params.email) }),
);
