import { tradePrices } from '../domain/trade-prices.js';
import { getCompany, getContractPrices, getMembership } from '../store/trade-repository.js';
import { getToolOnSale } from '../../catalog/store/tools-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getContractPrices, getToolOnSale };

export const handler = createHandler(
  routeOf(tradeRoutes, 'get-trade-prices'),
  loadedOnFirstUse(() => import('../contract/requests/get-trade-prices.js')),
  async ({ query, caller }) => ok({ prices: await tradePrices(deps, caller, query.ids) }),
);
