import { assertOwnEmail } from '../domain/access.js';
import { archiveProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getTool } from '../repositories/tools-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { readingAheadFirst } from '../shared/read-ahead.js';
import { productEmailParams } from '../schemas/params.js';

/** DELETE /deleteproduct: archives the product (its orders stay intact); POST /restoreproduct brings it back. */
export const handler = createHandler(
  'delete-product',
  { params: productEmailParams, readAhead: ({ params }) => getTool(params.productId) },
  async ({ params, caller, readAhead }) => {
    assertOwnEmail(caller, params.email, 'email: must be your own email');
    const deps = { ...productAdminDeps, getTool: readingAheadFirst(params.productId, readAhead, getTool) };
    const tool = await archiveProduct(deps, caller, params.productId);
    return ok({ acknowledged: true, deletedCount: 1, tool });
  },
  { getUserRole },
);
