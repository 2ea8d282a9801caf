import { adminCompany } from '../domain/companies.js';
import { listCompanies } from '../store/trade-repository.js';
import { getCreditBalances } from '../store/credit-balances-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(tradeRoutes, 'list-trade-accounts'),
  loadedOnFirstUse(() => import('../contract/requests/list-trade-accounts.js')),
  async ({ query }) => {
    const companies = await listCompanies(query.status);
    const balances = await getCreditBalances(companies.map((company) => company.companyId));
    return ok({ companies: companies.map((company) => ({ ...adminCompany(company), balanceCents: balances.get(company.companyId) ?? 0 })) });
  },
  { getUserRole },
);
