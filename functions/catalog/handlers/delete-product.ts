import { toolAnswer } from '../contract/tool-answer.js';
import { assertOwnEmail } from '../../accounts/domain/access.js';
import { archiveProduct } from '../domain/product-admin.js';
import { productAdminDeps } from './product-admin-deps.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

/** DELETE /deleteproduct: archives the product (its orders stay intact); POST /restoreproduct brings it back. */
export const handler = createHandler(
  routeOf(catalogRoutes, 'delete-product'),
  loadedOnFirstUse(() => import('../contract/requests/delete-product.js')),
  async ({ params, caller }) => {
    assertOwnEmail(caller, params.email, 'email: must be your own email');
    const tool = await archiveProduct(productAdminDeps, caller, params.productId);
    return ok({ acknowledged: true, deletedCount: 1, tool: toolAnswer(tool) });
  },
  { getUserRole },
);
