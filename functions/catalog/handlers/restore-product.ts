import { toolAnswer } from '../contract/tool-answer.js';
import { restoreProduct } from '../domain/product-admin.js';
import { productAdminDeps } from './product-admin-deps.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(catalogRoutes, 'restore-product'),
  loadedOnFirstUse(() => import('../contract/requests/restore-product.js')),
  async ({ params, caller }) => ok({ tool: toolAnswer(await restoreProduct(productAdminDeps, caller, params.productId)) }),
  { getUserRole },
);
