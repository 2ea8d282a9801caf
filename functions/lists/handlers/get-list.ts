import { getList } from '../domain/lists.js';
import { getList as readList } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getList: readList };

export const handler = createHandler(
  routeOf(listsRoutes, 'get-list'),
  loadedOnFirstUse(() => import('../contract/requests/get-list.js')),
  async ({ params, caller }) => ok({ list: await getList(deps, caller, params.listId) }),
);
