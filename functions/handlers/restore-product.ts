import { restoreProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

export const handler = createHandler(
  'restore-product',
  async () => ({ params: (await import('../schemas/params.js')).productIdParams }),
  async ({ params, caller }) => ok({ tool: await restoreProduct(productAdminDeps, caller, params.productId) }),
  { getUserRole },
);
