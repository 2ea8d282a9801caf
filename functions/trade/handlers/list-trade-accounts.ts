import { adminCompany } from '../domain/companies.js';
import { listCompanies } from '../store/trade-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { companyListQuery } from '../contract/trade-account.js';
import { tradeRoutes } from '../routes.js';

export const handler = createHandler(
  routeOf(tradeRoutes, 'list-trade-accounts'),
  { query: companyListQuery },
  async ({ query }) => ok({ companies: (await listCompanies(query.status)).map(adminCompany) }),
  { getUserRole },
);
