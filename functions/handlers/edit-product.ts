import { editProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { productIdParams } from '../schemas/params.js';
import { editProductSchema } from '../schemas/tool.js';

export const handler = createHandler(
  'edit-product',
  { params: productIdParams, body: editProductSchema },
  async ({ params, body, caller }) => ok({ tool: await editProduct(productAdminDeps, caller, params.productId, body) }),
  { getUserRole },
);
