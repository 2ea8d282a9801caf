import { checkRows } from '../domain/check-rows.js';
import { toolsBySku } from '../store/tools-by-sku.js';
import { orderTermsOf } from '../../trade/domain/order-terms.js';
import { getCompany, getContractPrices, getMembership } from '../../trade/store/trade-repository.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { quickOrderCheckSchema } from '../contract/quick-order.js';
import { quickOrderRoutes } from '../routes.js';

const termsDeps = { getMembership, getCompany, getContractPrices };
const deps = { toolsBySku, orderTermsOf: (userId: string) => orderTermsOf(termsDeps, userId) };

export const handler = createHandler(routeOf(quickOrderRoutes, 'check-quick-order'), { body: quickOrderCheckSchema }, async ({ body, caller }) =>
  ok({ rows: await checkRows(deps, caller, body.rows) }),
);
