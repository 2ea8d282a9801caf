import { toolAnswer } from '../contract/tool-answer.js';
import { editProduct } from '../domain/product-admin.js';
import { productAdminDeps } from './product-admin-deps.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(catalogRoutes, 'edit-product'),
  loadedOnFirstUse(() => import('../contract/requests/edit-product.js')),
  async ({ params, body, caller }) => ok({ tool: toolAnswer(await editProduct(productAdminDeps, caller, params.productId, body)) }),
  { getUserRole },
);
