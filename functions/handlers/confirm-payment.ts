import { confirmPayment } from '../domain/confirm-payment.js';
import { getOrderConsistently, markOrderPaid } from '../repositories/order-payments-repository.js';
import { markUnpaidOrderRefunded, recordExtraPaymentRefund } from '../repositories/order-lifecycle-repository.js';
import { refundPayment, retrievePaymentIntent } from '../repositories/payments-provider.js';
import { BadRequestError } from '../shared/errors.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { orderIdParams } from '../schemas/params.js';
import { confirmPaymentSchema } from '../schemas/payment.js';
import { readingSecretsAhead } from '../shared/config.js';

const deps = {
  getOrder: getOrderConsistently,
  markOrderPaid,
  retrievePaymentIntent,
  refundPayment,
  markUnpaidOrderRefunded,
  recordExtraPaymentRefund,
  now: () => new Date(),
};

export const handler = readingSecretsAhead(
  createHandler('confirm-payment', { params: orderIdParams, body: confirmPaymentSchema }, async ({ params, body, caller }) => {
    if (body.orderId !== params.orderId) throw BadRequestError.forField('orderId', 'must be the order in the path');
    const { outcome, order } = await confirmPayment(deps, caller, params.orderId, body.transactionId);
    return ok({ acknowledged: true, modifiedCount: outcome === 'paid' ? 1 : 0, order });
  }),
);
