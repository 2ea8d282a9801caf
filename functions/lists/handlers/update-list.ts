import { replaceList } from '../domain/lists.js';
import { getList, replaceList as writeList } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listParams, listSchema } from '../contract/buying-list.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getList, replaceList: writeList, now: () => new Date() };

export const handler = createHandler(routeOf(listsRoutes, 'update-list'), { params: listParams, body: listSchema }, async ({ params, body, caller }) =>
  ok({ list: await replaceList(deps, caller, params.listId, body) }),
);
