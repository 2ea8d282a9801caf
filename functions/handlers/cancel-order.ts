import { cancelOrder } from '../domain/cancel-order.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { cancelUnpaidOrder } from '../repositories/order-lifecycle-repository.js';
import { cancelPaymentIntent } from '../repositories/payments-provider.js';
import { getUserRole } from '../repositories/users-repository.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { orderEmailParams } from '../schemas/params.js';
import { readingSecretsAhead } from '../shared/config.js';

// A retry after a PaymentIntent was started in between reads the order again: strongly consistent.
const deps = { getOrder: getOrderConsistently, cancelUnpaidOrder, cancelPaymentIntent, getUserRole, now: () => new Date() };

export const handler = readingSecretsAhead(
  createHandler('cancel-order', { params: orderEmailParams }, async ({ params, caller }) => {
    const order = await cancelOrder(deps, caller, params.orderId, params.email);
    return ok({ result: { deletedCount: 1 }, order });
  }),
);
