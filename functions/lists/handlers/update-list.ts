import { replaceList } from '../domain/lists.js';
import { getList, replaceList as writeList } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getList, replaceList: writeList, now: () => new Date() };

export const handler = createHandler(
  routeOf(listsRoutes, 'update-list'),
  loadedOnFirstUse(() => import('../contract/requests/update-list.js')),
  async ({ params, body, caller }) => ok({ list: await replaceList(deps, caller, params.listId, body) }),
);
