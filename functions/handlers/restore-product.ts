import { restoreProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { productIdParams } from '../schemas/params.js';

export const handler = createHandler(
  'restore-product',
  { params: productIdParams },
  async ({ params, caller }) => ok({ tool: await restoreProduct(productAdminDeps, caller, params.productId) }),
  { getUserRole },
);
