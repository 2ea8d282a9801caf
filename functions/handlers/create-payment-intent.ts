import { createPaymentIntentForOrder } from '../domain/create-payment-intent.js';
import { getOrderForPayment } from '../repositories/order-payments-repository.js';
import { createPaymentIntent } from '../repositories/payments-provider.js';
import { createPaymentIntentSchema } from '../schemas/payment.js';
import { createHandler, ok } from '../shared/http-handler.js';

const deps = { getOrder: getOrderForPayment, createPaymentIntent };

export const handler = createHandler('create-payment-intent', { body: createPaymentIntentSchema }, async ({ body, caller }) =>
  ok(await createPaymentIntentForOrder(deps, caller, body.orderId)),
);
