import { deleteList } from '../domain/lists.js';
import { deleteList as removeList, getList } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listParams } from '../contract/buying-list.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getList, deleteList: removeList };

export const handler = createHandler(routeOf(listsRoutes, 'delete-list'), { params: listParams }, async ({ params, caller }) => {
  await deleteList(deps, caller, params.listId);
  return ok({ acknowledged: true });
});
