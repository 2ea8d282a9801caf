import { editProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getTool } from '../repositories/tools-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { readingAheadFirst } from '../shared/read-ahead.js';
import { productIdParams } from '../schemas/params.js';
import { editProductSchema } from '../schemas/tool.js';

export const handler = createHandler(
  'edit-product',
  { params: productIdParams, body: editProductSchema, readAhead: ({ params }) => getTool(params.productId) },
  async ({ params, body, caller, readAhead }) => {
    const deps = { ...productAdminDeps, getTool: readingAheadFirst(params.productId, readAhead, getTool) };
    return ok({ tool: await editProduct(deps, caller, params.productId, body) });
  },
  { getUserRole },
);
