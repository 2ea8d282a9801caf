import { startInvoiceCardPayment } from '../domain/invoice-card-payment-intent.js';
import { getOrderConsistently } from '../../orders/store/order-payments-repository.js';
import { createPaymentIntent } from '../../orders/gateways/payments-provider.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { readingSecretsAhead } from '../../platform/config.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { routeOf } from '../../platform/route-definitions.js';
import { receivablesRoutes } from '../routes.js';

const deps = { getCompany, getMembership, getOrder: getOrderConsistently, createPaymentIntent };

export const handler = readingSecretsAhead(
  createHandler(
    routeOf(receivablesRoutes, 'create-invoice-payment-intent'),
    loadedOnFirstUse(() => import('../contract/requests/create-invoice-payment-intent.js')),
    async ({ params, caller }) => ok(await startInvoiceCardPayment(deps, caller, params.orderId)),
  ),
);
