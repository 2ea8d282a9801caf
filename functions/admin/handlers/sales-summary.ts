import { salesSummary } from '../domain/sales-summary.js';
import { readSalesFrom } from '../store/sales-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { adminRoutes } from '../routes.js';

const deps = { readSalesFrom, now: () => new Date() };

export const handler = createHandler(
  routeOf(adminRoutes, 'sales-summary'),
  loadedOnFirstUse(() => import('../contract/requests/sales-summary.js')),
  async ({ query }) => ok(await salesSummary(deps, query.days)),
  {
    getUserRole,
  },
);
