import { createPaymentIntentForOrder } from '../domain/create-payment-intent.js';
import { getOrderConsistently } from '../store/order-payments-repository.js';
import { recordPaymentIntent } from '../store/order-lifecycle-repository.js';
import { cancelPaymentIntent, createPaymentIntent } from '../gateways/payments-provider.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { readingSecretsAhead } from '../../platform/config.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = { getOrder: getOrderConsistently, createPaymentIntent, recordPaymentIntent, cancelPaymentIntent };

export const handler = readingSecretsAhead(
  createHandler(
    routeOf(ordersRoutes, 'create-payment-intent'),
    loadedOnFirstUse(() => import('../contract/requests/create-payment-intent.js')),
    async ({ body, caller }) => ok(await createPaymentIntentForOrder(deps, caller, body.orderId)),
  ),
);
