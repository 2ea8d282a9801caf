import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/create-payment-intent.js';
import {
  anOrder,
  apiEvent,
  authHeader,
  closedPortUrl,
  jsonBody,
  otherCustomer,
  paymentIntentIdOf,
  startServer,
  usePaymentHandlerKit,
  withStripeApiUrl,
} from './payment-test-kit.js';

const { orders, stand } = usePaymentHandlerKit();

async function createIntent(body: unknown, headers?: Record<string, string>) {
  return handler(apiEvent({ method: 'POST', path: '/create-payment-intent', headers: headers ?? (await authHeader()), body }));
}

describe('POST /create-payment-intent', () => {
  it('charges the stored order total in USD for the caller’s unpaid order, ignoring the price the client sends', async () => {
    orders.put(anOrder({ amountCents: 62_500 }));

    const response = await createIntent({ orderId: 'order-1', price: 1 });

    expect(response.statusCode).toBe(200);
    const { clientSecret } = jsonBody(response) as { clientSecret: string };
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = await stand.stripe.paymentIntents.retrieve(paymentIntentIdOf(clientSecret));
    expect(intent).toMatchObject({ amount: 62_500, currency: 'usd', metadata: { orderId: 'order-1' }, status: 'requires_payment_method' });
  });

  it('returns the same payment intent when the call is repeated (a retry or a second tab)', async () => {
    orders.put(anOrder());

    const first = jsonBody(await createIntent({ orderId: 'order-1' }));
    const second = jsonBody(await createIntent({ orderId: 'order-1', price: 5 }));

    expect(second.clientSecret).toBe(first.clientSecret);
  });

  it('gives different orders different payment intents', async () => {
    orders.put(anOrder({ _id: 'order-a' }));
    orders.put(anOrder({ _id: 'order-b' }));

    const a = jsonBody(await createIntent({ orderId: 'order-a' }));
    const b = jsonBody(await createIntent({ orderId: 'order-b' }));

    expect(a.clientSecret).not.toBe(b.clientSecret);
  });

  it('returns 404 when the order does not exist', async () => {
    const response = await createIntent({ orderId: 'missing' });
    expect(response.statusCode).toBe(404);
    expect(jsonBody(response).message).toMatch(/missing/);
  });

  it('returns 403 when the order belongs to someone else', async () => {
    orders.put(anOrder({ userId: otherCustomer.uid, email: otherCustomer.email }));
    const response = await createIntent({ orderId: 'order-1' });
    expect(response.statusCode).toBe(403);
  });

  it.each(['paid', 'delivered'] as const)('returns 409 when the order is already %s', async (status) => {
    orders.put(anOrder({ status, transactionId: 'pi_earlier' }));
    const response = await createIntent({ orderId: 'order-1' });
    expect(response.statusCode).toBe(409);
    expect(jsonBody(response).message).toBe(`This order is already ${status}`);
  });

  it('returns 401 without a token', async () => {
    orders.put(anOrder());
    const response = await createIntent({ orderId: 'order-1' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('returns 400 naming the field when orderId is missing', async () => {
    const response = await createIntent({ price: 625 });
    expect(response.statusCode).toBe(400);
    expect(jsonBody(response).details).toEqual([{ field: 'orderId', message: 'orderId is required' }]);
  });

  it('returns 400 for fields it does not know', async () => {
    orders.put(anOrder());
    const response = await createIntent({ orderId: 'order-1', amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(jsonBody(response).details).toEqual([expect.objectContaining({ field: 'amount' })]);
  });

  it('returns 503 with a message when the payment provider cannot be reached', async () => {
    orders.put(anOrder());
    const response = await withStripeApiUrl(await closedPortUrl(), () => createIntent({ orderId: 'order-1' }));
    expect(response.statusCode).toBe(503);
    expect(jsonBody(response).message).toBe('The payment provider could not be reached, please try again');
  });

  it('returns 502 with a message when the payment provider fails', async () => {
    orders.put(anOrder());
    const failing = await startServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }));
    });
    try {
      const response = await withStripeApiUrl(failing.url, () => createIntent({ orderId: 'order-1' }));
      expect(response.statusCode).toBe(502);
      expect(jsonBody(response).message).toBe('The payment provider failed to answer, please try again');
    } finally {
      failing.server.close();
    }
  });
});
