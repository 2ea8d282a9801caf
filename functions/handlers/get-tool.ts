import * as z from 'zod';
import { getTool } from '../repositories/tools-repository.js';
import { idField } from '../schemas/fields.js';
import { NotFoundError } from '../shared/errors.js';
import { createHandler, ok } from '../shared/http-handler.js';

export const handler = createHandler('get-tool', { params: z.object({ id: idField }) }, async ({ params }) => {
  const tool = await getTool(params.id);
  if (!tool) throw new NotFoundError(`No tool with id ${params.id}`);
  return ok({ tool });
});
