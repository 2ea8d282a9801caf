import { orderAnswer } from '../contract/order-answer.js';
import { refundOrder } from '../domain/refund-order.js';
import { getOrderConsistently } from '../store/order-payments-repository.js';
import { claimProviderRefund, markOrderRefunded } from '../store/order-lifecycle-repository.js';
import { refundPayment } from '../gateways/payments-provider.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { readingSecretsAhead } from '../../platform/config.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = { getOrder: getOrderConsistently, refundPayment, markOrderRefunded, claimProviderRefund, now: () => new Date() };

export const handler = readingSecretsAhead(
  createHandler(
    routeOf(ordersRoutes, 'refund-order'),
    loadedOnFirstUse(() => import('../contract/requests/refund-order.js')),
    async ({ params, caller }) => ok({ order: orderAnswer(await refundOrder(deps, caller, params.orderId)) }),
    {
      getUserRole,
    },
  ),
);
