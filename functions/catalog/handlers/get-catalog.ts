import { catalogOf } from '../domain/catalog.js';
import { listEveryToolOnSale } from '../store/tools-repository.js';
import { createHandler, noSchemas, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { catalogRoutes } from '../routes.js';

export const handler = createHandler(routeOf(catalogRoutes, 'get-catalog'), noSchemas, async () => ok(catalogOf(await listEveryToolOnSale())));
