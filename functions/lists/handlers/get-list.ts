import { getList } from '../domain/lists.js';
import { getList as readList } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listParams } from '../contract/buying-list.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getList: readList };

export const handler = createHandler(routeOf(listsRoutes, 'get-list'), { params: listParams }, async ({ params, caller }) =>
  ok({ list: await getList(deps, caller, params.listId) }),
);
