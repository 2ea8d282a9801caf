import { orderAnswer } from '../contract/order-answer.js';
import { cancelOrder } from '../domain/cancel-order.js';
import { getOrderConsistently } from '../store/order-payments-repository.js';
import { cancelUnpaidOrder } from '../store/order-lifecycle-repository.js';
import { cancelPaymentIntent } from '../gateways/payments-provider.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { readingSecretsAhead } from '../../platform/config.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

// A retry after a PaymentIntent was started in between reads the order again: strongly consistent.
const deps = { getOrder: getOrderConsistently, cancelUnpaidOrder, cancelPaymentIntent, getUserRole, now: () => new Date() };

export const handler = readingSecretsAhead(
  createHandler(
    routeOf(ordersRoutes, 'cancel-order'),
    loadedOnFirstUse(() => import('../contract/requests/cancel-order.js')),
    async ({ params, caller }) => {
      const order = await cancelOrder(deps, caller, params.orderId, params.email);
      return ok({ result: { deletedCount: 1 }, order: orderAnswer(order) });
    },
  ),
);
