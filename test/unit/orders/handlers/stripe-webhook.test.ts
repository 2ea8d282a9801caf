import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/stripe-webhook.js';
import { anOrder, apiEvent, configureEnvironment, fakeOrdersTable, jsonBody, WEBHOOK_SECRET } from './payment-test-kit.js';

const orders = fakeOrdersTable();

beforeAll(() => configureEnvironment('http://127.0.0.1:9'));
afterAll(() => orders.restore());
beforeEach(() => orders.reset());

function succeededEvent(orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 'evt_1',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'payment_intent.succeeded',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: { id: 'pi_webhook1', object: 'payment_intent', amount: 62_500, currency: 'usd', status: 'succeeded', metadata: { orderId }, ...overrides },
    },
  };
}

function deliver(payload: string, signature?: string) {
  return handler(
    apiEvent({ method: 'POST', path: '/stripe-webhook', headers: signature === undefined ? {} : { 'stripe-signature': signature }, body: payload }),
  );
}

function signed(payload: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
}

describe('POST /stripe-webhook', () => {
  it('marks the order paid on a signed payment_intent.succeeded event', async () => {
    orders.put(anOrder());
    const payload = JSON.stringify(succeededEvent('order-1'));

    const response = await deliver(payload, signed(payload));

    expect(response.statusCode).toBe(200);
    expect(jsonBody(response)).toEqual({ received: true, outcome: 'paid' });
    expect(orders.get('order-1')).toMatchObject({ status: 'paid', transactionId: 'pi_webhook1' });
    expect(orders.paymentsRecorded).toEqual(['order-1']);
  });

  it('changes nothing when the same event is delivered twice', async () => {
    orders.put(anOrder());
    const payload = JSON.stringify(succeededEvent('order-1'));
    await deliver(payload, signed(payload));
    const afterFirst = structuredClone(orders.get('order-1'));

    const response = await deliver(payload, signed(payload));

    expect(response.statusCode).toBe(200);
    expect(jsonBody(response)).toEqual({ received: true, outcome: 'already-paid' });
    expect(orders.get('order-1')).toEqual(afterFirst);
    expect(orders.paymentsRecorded).toHaveLength(1);
  });

  it('returns 400 and changes nothing when the body was tampered with after signing', async () => {
    const order = anOrder();
    orders.put(order);
    const original = JSON.stringify(succeededEvent('order-1', { amount: 100 }));
    const tampered = original.replace('"amount":100', '"amount":62500');

    const response = await deliver(tampered, signed(original));

    expect(response.statusCode).toBe(400);
    expect(jsonBody(response).details).toEqual([expect.objectContaining({ field: 'stripe-signature' })]);
    expect(orders.get('order-1')).toEqual(order);
  });

  it('returns 400 and changes nothing when the signature is older than five minutes (a replay)', async () => {
    const order = anOrder();
    orders.put(order);
    const payload = JSON.stringify(succeededEvent('order-1'));

    const response = await deliver(payload, signed(payload, Math.floor(Date.now() / 1000) - 10 * 60));

    expect(response.statusCode).toBe(400);
    expect(orders.get('order-1')).toEqual(order);
  });

  it('returns 400 and changes nothing when the event is signed with another secret', async () => {
    const order = anOrder();
    orders.put(order);
    const payload = JSON.stringify(succeededEvent('order-1'));

    const response = await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));

    expect(response.statusCode).toBe(400);
    expect(orders.get('order-1')).toEqual(order);
  });

  it('returns 400 and changes nothing when the event is not signed', async () => {
    const order = anOrder();
    orders.put(order);

    const response = await deliver(JSON.stringify(succeededEvent('order-1')));

    expect(response.statusCode).toBe(400);
    expect(jsonBody(response).details).toEqual([{ field: 'stripe-signature', message: 'the signature header is missing' }]);
    expect(orders.get('order-1')).toEqual(order);
  });

  it('acknowledges and ignores other event types', async () => {
    const order = anOrder();
    orders.put(order);
    const payload = JSON.stringify({ ...succeededEvent('order-1'), type: 'payment_intent.created' });

    const response = await deliver(payload, signed(payload));

    expect(response.statusCode).toBe(200);
    expect(jsonBody(response)).toEqual({ received: true, outcome: 'ignored' });
    expect(orders.get('order-1')).toEqual(order);
  });

  it('never records as paid a payment whose amount differs from the order total: it is to be refunded, and 503 has it delivered again while the provider is out of reach', async () => {
    const order = anOrder({ amountCents: 62_500 });
    orders.put(order);
    const payload = JSON.stringify(succeededEvent('order-1', { amount: 100 }));

    const response = await deliver(payload, signed(payload));

    expect(response.statusCode).toBe(503);
    expect(orders.get('order-1')).toEqual(order);
  });

  it('acknowledges but does not record a payment for an unknown order', async () => {
    const payload = JSON.stringify(succeededEvent('missing'));

    const response = await deliver(payload, signed(payload));

    expect(response.statusCode).toBe(200);
    expect(jsonBody(response)).toEqual({ received: true, outcome: 'rejected' });
  });
});
