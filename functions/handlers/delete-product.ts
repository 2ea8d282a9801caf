import { assertOwnEmail } from '../domain/access.js';
import { archiveProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { productEmailParams } from '../schemas/params.js';

/** DELETE /deleteproduct: archives the product (its orders stay intact); POST /restoreproduct brings it back. */
export const handler = createHandler(
  'delete-product',
  { params: productEmailParams },
  async ({ params, caller }) => {
    assertOwnEmail(caller, params.email, 'email: must be your own email');
    const tool = await archiveProduct(productAdminDeps, caller, params.productId);
    return ok({ acknowledged: true, deletedCount: 1, tool });
  },
  { getUserRole },
);
