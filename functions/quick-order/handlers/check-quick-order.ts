import { checkRows } from '../domain/check-rows.js';
import { toolsBySku } from '../store/tools-by-sku.js';
import { orderTermsOf } from '../../trade/domain/order-terms.js';
import { getCompany, getContractPrices, getMembership } from '../../trade/store/trade-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { quickOrderRoutes } from '../routes.js';

const termsDeps = { getMembership, getCompany, getContractPrices };
const deps = { toolsBySku, orderTermsOf: (userId: string) => orderTermsOf(termsDeps, userId) };

export const handler = createHandler(
  routeOf(quickOrderRoutes, 'check-quick-order'),
  loadedOnFirstUse(() => import('../contract/requests/check-quick-order.js')),
  async ({ body, caller }) => ok({ rows: await checkRows(deps, caller, body.rows) }),
);
