import { editProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';

export const handler = createHandler(
  'edit-product',
  async () => ({ params: (await import('../schemas/params.js')).productIdParams, body: (await import('../schemas/tool.js')).editProductSchema }),
  async ({ params, body, caller }) => ok({ tool: await editProduct(productAdminDeps, caller, params.productId, body) }),
  { getUserRole },
);
