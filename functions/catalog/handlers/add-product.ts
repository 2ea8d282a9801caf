import { toolAnswer } from '../contract/tool-answer.js';
import { randomUUID } from 'node:crypto';
import { addProduct } from '../domain/add-product.js';
import { getSkuClaim, getTool, putNewTool } from '../store/tools-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

const deps = { putNewTool, getSkuClaim, getTool, newId: randomUUID, now: () => new Date() };

export const handler = createHandler(
  routeOf(catalogRoutes, 'add-product'),
  loadedOnFirstUse(() => import('../contract/requests/add-product.js')),
  async ({ body, caller }) => {
    const tool = await addProduct(deps, caller, body);
    return created({ acknowledged: true, insertedId: tool._id, tool: toolAnswer(tool) });
  },
  { getUserRole },
);
