import { getContractPriceList } from '../domain/companies.js';
import { getCompany, getContractPrices } from '../store/trade-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getContractPrices };

export const handler = createHandler(
  routeOf(tradeRoutes, 'get-contract-prices'),
  loadedOnFirstUse(() => import('../contract/requests/get-contract-prices.js')),
  async ({ params }) => ok({ prices: await getContractPriceList(deps, params.companyId) }),
  { getUserRole },
);
