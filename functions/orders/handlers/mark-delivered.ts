import { markDelivered } from '../domain/mark-delivered.js';
import { markOrderShipped } from '../store/order-lifecycle-repository.js';
import { getOrderConsistently } from '../store/order-payments-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = { getOrder: getOrderConsistently, markOrderShipped, now: () => new Date() };

export const handler = createHandler(
  routeOf(ordersRoutes, 'mark-delivered'),
  loadedOnFirstUse(() => import('../contract/requests/mark-delivered.js')),
  async ({ params, body, caller }) => {
    await markDelivered(deps, caller, params.orderId, body);
    return ok({ acknowledged: true, modifiedCount: 1 });
  },
  { getUserRole },
);
