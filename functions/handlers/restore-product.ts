import { restoreProduct } from '../domain/product-admin.js';
import { productAdminDeps } from '../domain/product-admin-deps.js';
import { getTool } from '../repositories/tools-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { readingAheadFirst } from '../shared/read-ahead.js';
import { productIdParams } from '../schemas/params.js';

export const handler = createHandler(
  'restore-product',
  { params: productIdParams, readAhead: ({ params }) => getTool(params.productId) },
  async ({ params, caller, readAhead }) => {
    const deps = { ...productAdminDeps, getTool: readingAheadFirst(params.productId, readAhead, getTool) };
    return ok({ tool: await restoreProduct(deps, caller, params.productId) });
  },
  { getUserRole },
);
