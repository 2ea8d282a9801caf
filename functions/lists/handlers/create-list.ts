import { randomUUID } from 'node:crypto';
import { createList } from '../domain/lists.js';
import { putNewList } from '../store/lists-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, created } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { listsRoutes } from '../routes.js';

const deps = { getCompany, getMembership, putNewList, newListId: randomUUID, now: () => new Date() };

export const handler = createHandler(
  routeOf(listsRoutes, 'create-list'),
  loadedOnFirstUse(() => import('../contract/requests/create-list.js')),
  async ({ body, caller }) => created({ list: await createList(deps, caller, body) }),
);
