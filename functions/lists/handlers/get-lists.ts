import { getLists } from '../domain/lists.js';
import { listsOf } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { createHandler, noSchemas, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, listsOf };

export const handler = createHandler(routeOf(listsRoutes, 'get-lists'), noSchemas, async ({ caller }) => ok({ lists: await getLists(deps, caller) }));
