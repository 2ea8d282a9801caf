import { refundOrder } from '../domain/refund-order.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { claimProviderRefund, markOrderRefunded } from '../repositories/order-lifecycle-repository.js';
import { refundPayment } from '../repositories/payments-provider.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { orderIdParams } from '../schemas/params.js';
import { readingSecretsAhead } from '../shared/config.js';

const deps = { getOrder: getOrderConsistently, refundPayment, markOrderRefunded, claimProviderRefund, now: () => new Date() };

export const handler = readingSecretsAhead(
  createHandler('refund-order', { params: orderIdParams }, async ({ params, caller }) => ok({ order: await refundOrder(deps, caller, params.orderId) }), {
    getUserRole,
  }),
);
