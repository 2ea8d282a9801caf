import { adminCompany, updateCompany } from '../domain/companies.js';
import { getCompany, replaceCompany } from '../store/trade-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, replaceCompany, now: () => new Date() };

export const handler = createHandler(
  routeOf(tradeRoutes, 'update-trade-account'),
  loadedOnFirstUse(() => import('../contract/requests/update-trade-account.js')),
  async ({ params, body, caller }) => ok({ company: adminCompany(await updateCompany(deps, caller, params.companyId, body)) }),
  { getUserRole },
);
