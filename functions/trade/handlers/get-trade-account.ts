import { getTradeAccount } from '../domain/members.js';
import { getCompany, getMembership, listMembers } from '../store/trade-repository.js';
import { createHandler, noSchemas, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, listMembers };

export const handler = createHandler(routeOf(tradeRoutes, 'get-trade-account'), noSchemas, async ({ caller }) => ok(await getTradeAccount(deps, caller)));
