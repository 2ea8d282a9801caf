import * as z from 'zod';
import { makeAdmin } from '../domain/make-admin.js';
import { findUserEmailById, setAdminRole } from '../repositories/users-repository.js';
import { idField } from '../schemas/fields.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { findUserEmailById, setAdminRole };

export const handler = createHandler('make-admin', { params: z.object({ userId: idField }) }, async ({ params }) => {
  const result = await makeAdmin(deps, params.userId);
  return ok({ acknowledged: true, ...result });
});
