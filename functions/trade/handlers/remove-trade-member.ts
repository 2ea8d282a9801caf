import { removeTradeMember } from '../domain/members.js';
import { getCompany, getMembership, removeMember, updateMember } from '../store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, updateMember, removeMember };

export const handler = createHandler(
  routeOf(tradeRoutes, 'remove-trade-member'),
  loadedOnFirstUse(() => import('../contract/requests/remove-trade-member.js')),
  async ({ params, caller }) => {
    await removeTradeMember(deps, caller, params.userId);
    return ok({ acknowledged: true });
  },
);
