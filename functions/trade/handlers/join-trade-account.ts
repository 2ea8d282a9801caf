import { joinTradeAccount } from '../domain/members.js';
import { getCompany, getInviteByToken, getMembership, joinCompany } from '../store/trade-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tokenParams } from '../contract/trade-account.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getInviteByToken, joinCompany, now: () => new Date() };

export const handler = createHandler(routeOf(tradeRoutes, 'join-trade-account'), { params: tokenParams }, async ({ params, caller }) =>
  ok({ company: await joinTradeAccount(deps, caller, params.token) }),
);
