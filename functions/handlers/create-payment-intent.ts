import { createPaymentIntentForOrder } from '../domain/create-payment-intent.js';
import { getOrderConsistently } from '../repositories/order-payments-repository.js';
import { recordPaymentIntent } from '../repositories/order-lifecycle-repository.js';
import { cancelPaymentIntent, createPaymentIntent } from '../repositories/payments-provider.js';
import { createHandler, ok } from '../shared/http-handler.js';
import { createPaymentIntentSchema } from '../schemas/payment.js';
import { readingSecretsAhead } from '../shared/config.js';

const deps = { getOrder: getOrderConsistently, createPaymentIntent, recordPaymentIntent, cancelPaymentIntent };

export const handler = readingSecretsAhead(
  createHandler('create-payment-intent', { body: createPaymentIntentSchema }, async ({ body, caller }) =>
    ok(await createPaymentIntentForOrder(deps, caller, body.orderId)),
  ),
);
