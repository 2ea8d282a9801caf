import { publicTool } from '../domain/public-tool.js';
import { getToolOnSale } from '../store/tools-repository.js';
import { NotFoundError } from '../../platform/errors.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(catalogRoutes, 'get-tool'),
  loadedOnFirstUse(() => import('../contract/requests/get-tool.js')),
  async ({ params }) => {
    const tool = await getToolOnSale(params.id);
    if (!tool) throw new NotFoundError(`No tool with id ${params.id}`);
    return ok({ tool: publicTool(tool) });
  },
);
