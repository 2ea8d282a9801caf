import { updateTradeMember } from '../domain/members.js';
import { getCompany, getMembership, removeMember, updateMember } from '../store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, updateMember, removeMember };

export const handler = createHandler(
  routeOf(tradeRoutes, 'update-trade-member'),
  loadedOnFirstUse(() => import('../contract/requests/update-trade-member.js')),
  async ({ params, body, caller }) => ok({ member: await updateTradeMember(deps, caller, params.userId, body) }),
);
