import { orderAnswer } from '../contract/order-answer.js';
import { confirmPayment } from '../domain/confirm-payment.js';
import { getOrderConsistently, markOrderPaid } from '../store/order-payments-repository.js';
import { markUnpaidOrderRefunded, claimProviderRefund, recordExtraPaymentRefund } from '../store/order-lifecycle-repository.js';
import { refundPayment, retrievePaymentIntent } from '../gateways/payments-provider.js';
import { BadRequestError } from '../../platform/errors.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler, ok } from '../../platform/http-handler.js';
import { readingSecretsAhead } from '../../platform/config.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = {
  getOrder: getOrderConsistently,
  markOrderPaid,
  retrievePaymentIntent,
  refundPayment,
  markUnpaidOrderRefunded,
  claimProviderRefund,
  recordExtraPaymentRefund,
  now: () => new Date(),
};

export const handler = readingSecretsAhead(
  createHandler(
    routeOf(ordersRoutes, 'confirm-payment'),
    loadedOnFirstUse(() => import('../contract/requests/confirm-payment.js')),
    async ({ params, body, caller }) => {
      if (body.orderId !== params.orderId) throw BadRequestError.forField('orderId', 'must be the order in the path');
      const { outcome, order } = await confirmPayment(deps, caller, params.orderId, body.transactionId);
      return ok({ acknowledged: true, modifiedCount: outcome === 'paid' ? 1 : 0, order: order && orderAnswer(order) });
    },
  ),
);
