import { setContractPrices } from '../domain/companies.js';
import { getCompany, getContractPrices, putContractPrices } from '../store/trade-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getContractPrices, putContractPrices, now: () => new Date() };

export const handler = createHandler(
  routeOf(tradeRoutes, 'set-contract-prices'),
  loadedOnFirstUse(() => import('../contract/requests/set-contract-prices.js')),
  async ({ params, body, caller }) => ok({ prices: await setContractPrices(deps, caller, params.companyId, body) }),
  { getUserRole },
);
