import * as z from 'zod';
import { getRole } from '../domain/get-role.js';
import { getUserRole } from '../repositories/users-repository.js';
import { emailField } from '../schemas/fields.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getUserRole };

export const handler = createHandler('get-role', { params: z.object({ email: emailField }) }, async ({ params, caller }) =>
  ok({ role: await getRole(deps, caller, params.email) }),
);
