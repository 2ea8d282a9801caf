import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually.js';
import { startServer, startStandIn, STRIPE_SECRET_KEY, WEBHOOK_SECRET } from '../orders/handlers/payment-test-kit.js';

const received: { payload: string; signature: string }[] = [];
let hook: Awaited<ReturnType<typeof startServer>>;
let stand: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  hook = await startServer((request, response) => {
    let payload = '';
    request.on('data', (chunk: Buffer) => (payload += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ payload, signature: String(request.headers['stripe-signature']) });
      response.end('{}');
    });
  });
  stand = await startStandIn(`${hook.url}/stripe-webhook`);
});
afterAll(async () => {
  await stand.standIn.stop();
  hook.server.close();
});

const newIntent = (amount = 2_000, orderId = 'order-1') => stand.stripe.paymentIntents.create({ amount, currency: 'usd', metadata: { orderId } });

/** What the local card form does from the browser: confirm with the client secret only. */
async function confirmFromBrowser(clientSecret: string, card: { number: string; exp_month?: string; exp_year?: string; cvc?: string }) {
  const id = clientSecret.split('_secret_')[0];
  const form = new URLSearchParams({ client_secret: clientSecret, 'payment_method_data[type]': 'card' });
  for (const [key, value] of Object.entries(card)) if (value !== undefined) form.set(`payment_method_data[card][${key}]`, value);
  const response = await fetch(`${stand.standIn.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:5173' },
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
}

describe('the local Stripe stand-in', () => {
  it('creates PaymentIntents the SDK can read, with a client secret and the metadata', async () => {
    const intent = await newIntent(1_234, 'order-42');
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 1_234,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { orderId: 'order-42' },
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(await stand.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ id: intent.id, amount: 1_234 });
  });

  it('returns the same PaymentIntent for a repeated Idempotency-Key', async () => {
    const params = { amount: 5_000, currency: 'usd', metadata: { orderId: 'order-7' } };
    const first = await stand.stripe.paymentIntents.create(params, { idempotencyKey: 'same-key' });
    const second = await stand.stripe.paymentIntents.create(params, { idempotencyKey: 'same-key' });
    expect(second.id).toBe(first.id);
    expect(second.client_secret).toBe(first.client_secret);
  });

  it('refuses an Idempotency-Key reused with other parameters, like Stripe', async () => {
    await stand.stripe.paymentIntents.create({ amount: 5_000, currency: 'usd' }, { idempotencyKey: 'reused-key' });
    await expect(stand.stripe.paymentIntents.create({ amount: 6_000, currency: 'usd' }, { idempotencyKey: 'reused-key' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('succeeds with 4242 4242 4242 4242 confirmed from the browser with the client secret', async () => {
    const intent = await newIntent();
    const { status, headers, body } = await confirmFromBrowser(intent.client_secret!, {
      number: '4242 4242 4242 4242',
      exp_month: '12',
      exp_year: '34',
      cvc: '123',
    });
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(body).toMatchObject({ id: intent.id, status: 'succeeded', amount_received: 2_000 });
    expect(await stand.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded' });
  });

  it('declines 4000 0000 0000 9995 with insufficient_funds and Stripe’s message, leaving the intent payable', async () => {
    const intent = await newIntent();
    const { status, body } = await confirmFromBrowser(intent.client_secret!, { number: '4000000000009995', exp_month: '12', exp_year: '2034', cvc: '123' });
    expect(status).toBe(402);
    expect(body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const after = await stand.stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it('declines 4000 0000 0000 0002 with “Your card was declined.” as a StripeCardError through the SDK', async () => {
    const intent = await newIntent();
    const error = await stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', statusCode: 402 });
    const browser = await confirmFromBrowser(intent.client_secret!, { number: '4000000000000002', exp_month: '12', exp_year: '34', cvc: '123' });
    expect(browser.body.error.message).toBe('Your card was declined.');
  });

  it('lets a declined intent be paid with another card, and refuses to confirm it twice', async () => {
    const intent = await newIntent();
    await expect(stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })).rejects.toMatchObject({ code: 'card_declined' });
    expect((await stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).status).toBe('succeeded');
    await expect(stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('rejects malformed cards the way Stripe does', async () => {
    const intent = await newIntent();
    const wrongNumber = await confirmFromBrowser(intent.client_secret!, { number: '4242424242424241' });
    const expired = await confirmFromBrowser(intent.client_secret!, { number: '4242424242424242', exp_month: '01', exp_year: '2020', cvc: '123' });
    expect(wrongNumber.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' });
    expect(expired.body.error).toMatchObject({ type: 'card_error', code: 'invalid_expiry_year' });
  });

  it('refuses a browser confirm with a wrong client secret', async () => {
    const intent = await newIntent();
    const { status, body } = await confirmFromBrowser(`${intent.id}_secret_wrong`, { number: '4242424242424242' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
    expect((await stand.stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('answers the browser’s CORS preflight', async () => {
    const response = await fetch(`${stand.standIn.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('requires a secret key to create PaymentIntents and reports unknown ones like Stripe', async () => {
    const { hostname, port } = new URL(stand.standIn.url);
    const withBadKey = new Stripe('not_a_key', { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
    const anonymous = await fetch(`${stand.standIn.url}/v1/payment_intents`, { method: 'POST', body: 'amount=100&currency=usd' });
    await expect(withBadKey.paymentIntents.create({ amount: 100, currency: 'usd' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(anonymous.status).toBe(401);
    await expect(stand.stripe.paymentIntents.retrieve('pi_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('answers a body over 256 KB with a 413 invalid_request_error, and goes on serving', async () => {
    const oversized = await fetch(`${stand.standIn.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `amount=100&currency=usd&description=${'x'.repeat(300 * 1024)}`,
    });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ error: { type: 'invalid_request_error', message: 'The request body is larger than 256 KB.' } });
    await expect(newIntent()).resolves.toMatchObject({ status: 'requires_payment_method' });
  });

  it('refuses amounts below Stripe’s minimum', async () => {
    await expect(newIntent(49)).rejects.toMatchObject({ code: 'amount_too_small', message: 'Amount must be at least $0.50 usd' });
  });

  it('sends a payment_intent.succeeded event that the Stripe SDK verifies with the webhook secret', async () => {
    const intent = await newIntent(3_000, 'order-webhook');
    await stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await stand.standIn.webhooksDelivered();

    const events = received.map(({ payload, signature }) => Stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET));
    const succeeded = events.find((event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intent.id);
    expect(succeeded?.data.object).toMatchObject({ id: intent.id, status: 'succeeded', amount: 3_000, metadata: { orderId: 'order-webhook' } });
    expect(() => Stripe.webhooks.constructEvent(received[0]!.payload, received[0]!.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('sends nothing while its webhook endpoint is disabled, yet lists the events, as Stripe does', async () => {
    await stand.standIn.webhooksDelivered();
    const sentBefore = received.length;
    expect(await stand.stripe.webhookEndpoints.update('we_local', { disabled: true })).toMatchObject({ id: 'we_local', status: 'disabled' });
    const intent = await newIntent(2_500, 'order-held');
    await stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await stand.standIn.webhooksDelivered();
    expect(received).toHaveLength(sentBefore);
    const { data } = await stand.stripe.events.list({ type: 'payment_intent.succeeded' });
    expect(data.some((event) => (event.data.object as { id: string }).id === intent.id)).toBe(true);

    expect(await stand.stripe.webhookEndpoints.update('we_local', { disabled: false })).toMatchObject({ status: 'enabled' });
    await stand.stripe.refunds.create({ payment_intent: intent.id });
    await stand.standIn.webhooksDelivered();
    expect(received.length).toBeGreaterThan(sentBefore);
  });

  it('closes a dispute as lost when the shop accepts it, and as won with the winning test evidence', async () => {
    const disputed = async () => {
      const intent = await newIntent(4_000, 'order-disputed');
      await stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_createDispute' });
      const { data } = await stand.stripe.disputes.list({ payment_intent: intent.id });
      expect(data).toHaveLength(1);
      return data[0]!;
    };
    const accepted = await disputed();
    expect(await stand.stripe.disputes.close(accepted.id)).toMatchObject({ id: accepted.id, status: 'lost' });
    const contested = await disputed();
    expect(await stand.stripe.disputes.update(contested.id, { evidence: { uncategorized_text: 'winning_evidence' } })).toMatchObject({ status: 'won' });
    await expect(stand.stripe.disputes.close(contested.id)).rejects.toThrow('This dispute is already closed.');

    const { data: closed } = await stand.stripe.events.list({ type: 'charge.dispute.closed' });
    expect(closed.map((event) => (event.data.object as { id: string; status: string }).status).slice(0, 2)).toEqual(['won', 'lost']);
  });

  it('stops without waiting out the retries of a delivery the endpoint refused: no attempt after the first', async () => {
    // Retried deliveries would be at +0.5 s, +2 s and +5 s: a stop that waited for them would resolve
    // after 4 attempts. What is checked is the outcome (one attempt, then none), not how long stop took.
    let attempts = 0;
    const refusing = await startServer((request, response) => {
      attempts++;
      request.resume().on('end', () => response.writeHead(503).end());
    });
    const refused = await startStandIn(`${refusing.url}/stripe-webhook`);
    try {
      const intent = await refused.stripe.paymentIntents.create({ amount: 1_000, currency: 'usd' });
      await refused.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      await eventually(
        async () => attempts,
        (count) => count >= 1,
        { intervalMs: 10, what: 'the first delivery attempt' },
      );

      await refused.standIn.stop();

      expect(attempts).toBe(1);
    } finally {
      refusing.server.close();
    }
  });
});
