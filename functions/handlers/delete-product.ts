import { assertOwnEmail } from '../domain/access.js';
import { deleteTool } from '../repositories/tools-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { NotFoundError } from '../shared/errors.js';
import { createHandler, ok } from '../shared/http-handler.js';

export const handler = createHandler(
  'delete-product',
  async () => ({ params: (await import('../schemas/params.js')).productEmailParams }),
  async ({ params, caller }) => {
    assertOwnEmail(caller, params.email, 'email: must be your own email');
    if (!(await deleteTool(params.productId))) throw new NotFoundError(`No tool with id ${params.productId}`);
    return ok({ acknowledged: true, deletedCount: 1 });
  },
  { getUserRole },
);
