import { getMembershipAnswer } from '../domain/members.js';
import { getCompany, getMembership } from '../store/trade-repository.js';
import { createHandler, noSchemas, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership };

export const handler = createHandler(routeOf(tradeRoutes, 'get-trade-membership'), noSchemas, async ({ caller }) =>
  ok(await getMembershipAnswer(deps, caller)),
);
