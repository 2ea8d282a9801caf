import { toolAnswer } from '../contract/tool.js';
import { restoreProduct } from '../domain/product-admin.js';
import { productAdminDeps } from './product-admin-deps.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { productIdParams } from '../../platform/contract/params.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(catalogRoutes, 'restore-product'),
  { params: productIdParams },
  async ({ params, caller }) => ok({ tool: toolAnswer(await restoreProduct(productAdminDeps, caller, params.productId)) }),
  { getUserRole },
);
