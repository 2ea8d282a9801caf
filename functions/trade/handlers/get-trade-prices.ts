import { tradePrices } from '../domain/trade-prices.js';
import { getCompany, getContractPrices, getMembership } from '../store/trade-repository.js';
import { getToolOnSale } from '../../catalog/store/tools-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { tradePricesQuery } from '../contract/trade-account.js';
import { tradeRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getContractPrices, getToolOnSale };

export const handler = createHandler(routeOf(tradeRoutes, 'get-trade-prices'), { query: tradePricesQuery }, async ({ query, caller }) =>
  ok({ prices: await tradePrices(deps, caller, query.ids) }),
);
