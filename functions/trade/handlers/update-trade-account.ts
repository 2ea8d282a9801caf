import { adminCompany, updateCompany } from '../domain/companies.js';
import { getCompany, replaceCompany } from '../store/trade-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { companyIdParams, updateCompanySchema } from '../contract/trade-account.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, replaceCompany, now: () => new Date() };

export const handler = createHandler(
  routeOf(tradeRoutes, 'update-trade-account'),
  { params: companyIdParams, body: updateCompanySchema },
  async ({ params, body, caller }) => ok({ company: adminCompany(await updateCompany(deps, caller, params.companyId, body)) }),
  { getUserRole },
);
