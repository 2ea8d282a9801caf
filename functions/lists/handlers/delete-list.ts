import { deleteList } from '../domain/lists.js';
import { deleteList as removeList, getList } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getList, deleteList: removeList };

export const handler = createHandler(
  routeOf(listsRoutes, 'delete-list'),
  loadedOnFirstUse(() => import('../contract/requests/delete-list.js')),
  async ({ params, caller }) => {
    await deleteList(deps, caller, params.listId);
    return ok({ acknowledged: true });
  },
);
