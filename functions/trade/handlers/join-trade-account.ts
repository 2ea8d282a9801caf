import { joinTradeAccount } from '../domain/members.js';
import { getCompany, getInviteByToken, getMembership, joinCompany } from '../store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getInviteByToken, joinCompany, now: () => new Date() };

export const handler = createHandler(
  routeOf(tradeRoutes, 'join-trade-account'),
  loadedOnFirstUse(() => import('../contract/requests/join-trade-account.js')),
  async ({ params, caller }) => ok({ company: await joinTradeAccount(deps, caller, params.token) }),
);
