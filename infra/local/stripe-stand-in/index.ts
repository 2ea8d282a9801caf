/**
 * The local card-payment stand-in: a small HTTP server answering the subset of Stripe's REST API
 * that the backend (through the real `stripe` SDK) and the local card form use:
 *   POST /v1/payment_intents               create (secret key; honours Idempotency-Key)
 *   GET  /v1/payment_intents/:id           retrieve (secret key, or the client_secret query param)
 *   POST /v1/payment_intents/:id/confirm   confirm with a test card (secret key, or client_secret)
 *   POST /v1/payment_intents/:id/cancel    cancel (secret key); a cancelled intent refuses confirm
 *   POST /v1/refunds                       refund a succeeded intent's charge (secret key)
 *   GET  /v1/refunds                       the refunds, newest first, of one payment_intent or charge (secret key)
 *   GET  /v1/events, /v1/events/:id        the events sent so far (secret key)
 * It signs and sends its events (payment_intent.*, charge.*, refund.created) to `webhookUrl` like
 * Stripe does. State is in memory.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, field, type FormObject } from './form-body.js';
import { stripeId } from './ids.js';
import { PaymentIntentStore, type Caller } from './payment-intents.js';
import { readRequestTextUpTo } from '../request-body.js';
import { invalidApiKey, invalidRequest, noApiKey, requestTooLarge, StripeStandInError, unrecognizedUrl, idempotencyMismatch } from './stripe-errors.js';
import { buildEvent, WebhookEndpoint, WebhookSender } from './webhooks.js';
import { ChargeStore } from './charges.js';
import { EventLog } from './event-log.js';

export interface StripeStandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where `payment_intent.*` events are POSTed; no events are sent when absent. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Headers added to each delivery on its way, as CloudFront adds its origin header in the cloud. */
  webhookHeaders?: Record<string, string>;
  host?: string;
}

export interface StripeStandIn {
  /** e.g. http://127.0.0.1:12111 (no trailing slash) */
  url: string;
  stop(): Promise<void>;
  /** Resolves once every webhook event sent so far was delivered or given up on (for tests). */
  webhooksDelivered(): Promise<void>;
}

/** Used for events when the request named no Stripe-Version. */
const DEFAULT_API_VERSION = '2026-10-28.endive';
const MAX_BODY_BYTES = 256 * 1024;

interface StoredResponse {
  fingerprint: string;
  statusCode: number;
  body: unknown;
}

interface RequestContext {
  requestId: string;
  apiVersion: string;
  idempotencyKey: string | null;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const sender = options.webhookUrl ? new WebhookSender(options.webhookUrl, options.webhookSecret, options.webhookHeaders) : undefined;
  const endpoint = new WebhookEndpoint(options.webhookUrl ?? '');
  let current: RequestContext = { requestId: '', apiVersion: DEFAULT_API_VERSION, idempotencyKey: null };
  const events = new EventLog();
  const emit = (type: string, object: unknown) => {
    const event = buildEvent(type, structuredClone(object), current.apiVersion, { id: current.requestId, idempotency_key: current.idempotencyKey });
    events.add(event);
    if (!endpoint.disabled) sender?.send(event);
  };
  const charges = new ChargeStore(emit);
  const store = new PaymentIntentStore(emit, charges);
  const idempotent = new Map<string, StoredResponse>();

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      console.error('[stripe-stand-in] unexpected error', error);
      if (!response.headersSent) send(response, request, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request));
      response.end();
      return;
    }
    const rawBody = await readRequestTextUpTo(request, MAX_BODY_BYTES);
    if (rawBody === undefined) return sendError(response, request, requestTooLarge(MAX_BODY_BYTES));
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const idempotencyKey = header(request, 'idempotency-key') ?? null;
    current = { requestId: stripeId('req', 14), apiVersion: header(request, 'stripe-version') ?? DEFAULT_API_VERSION, idempotencyKey };
    response.setHeader('request-id', current.requestId);
    response.setHeader('stripe-version', current.apiVersion);

    const fingerprint = `${request.method} ${url.pathname} ${rawBody}`;
    const replay = request.method === 'POST' && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (replay && idempotencyKey) {
      if (replay.fingerprint !== fingerprint) return sendError(response, request, idempotencyMismatch(idempotencyKey));
      response.setHeader('idempotent-replayed', 'true');
      return send(response, request, replay.statusCode, replay.body);
    }

    let statusCode = 200;
    let body: unknown;
    try {
      body = route(request.method ?? 'GET', url, rawBody, request);
    } catch (error) {
      if (!(error instanceof StripeStandInError)) throw error;
      statusCode = error.statusCode;
      body = { error: error.body };
    }
    // Stripe saves the result once the endpoint started executing: successes and card declines.
    if (request.method === 'POST' && idempotencyKey && (statusCode === 200 || statusCode === 402)) {
      idempotent.set(idempotencyKey, { fingerprint, statusCode, body });
    }
    send(response, request, statusCode, body);
  }

  function route(method: string, url: URL, rawBody: string, request: IncomingMessage): unknown {
    const form = method === 'POST' ? parseStripeForm(rawBody) : parseStripeForm(url.search.slice(1));
    const caller = authenticate(request, form);
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/v1/payment_intents' && method === 'POST') {
      if (caller.kind !== 'secret-key') throw secretKeyRequired();
      return store.create(withoutKey(form));
    }
    const match = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/);
    if (match?.[1] && !match[2] && method === 'GET') return store.retrieve(match[1], caller);
    if (match?.[1] && match[2] === '/confirm' && method === 'POST') return store.confirm(match[1], withoutKey(form), caller);
    // Everything below is the backend's (or a test standing in for the provider's dashboard): secret key only.
    if (caller.kind !== 'secret-key') throw secretKeyRequired();
    if (match?.[1] && match[2] === '/cancel' && method === 'POST') return store.cancel(match[1], withoutKey(form));
    if (path === '/v1/refunds' && method === 'POST') return charges.refund(withoutKey(form));
    if (path === '/v1/refunds' && method === 'GET') return charges.listRefunds(withoutKey(form));
    if (path === '/v1/disputes' && method === 'GET') return charges.listDisputes(form);
    const disputeMatch = path.match(/^\/v1\/disputes\/([^/]+)(\/close)?$/);
    if (disputeMatch?.[1] && method === 'POST') return charges.closeDispute(disputeMatch[1], withoutKey(form), disputeMatch[2] ? 'accept' : 'evidence');
    if (path === `/v1/webhook_endpoints/${endpoint.id}`) return method === 'POST' ? endpoint.update(withoutKey(form)) : endpoint.view();
    if (path === '/v1/events' && method === 'GET') return events.list(form);
    const eventMatch = path.match(/^\/v1\/events\/([^/]+)$/);
    if (eventMatch?.[1] && method === 'GET') return events.retrieve(eventMatch[1]);
    throw unrecognizedUrl(method, url.pathname);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    webhooksDelivered: () => sender?.drain() ?? Promise.resolve(),
    async stop() {
      await sender?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * The backend sends `Authorization: Bearer sk_test_...`. The browser (Stripe.js or the local card
 * form) holds only a publishable key, sent as Bearer or as the `key` parameter, or none at all:
 * then the PaymentIntent's client secret is the credential.
 */
function authenticate(request: IncomingMessage, form: FormObject): Caller {
  const authorization = header(request, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (authorization !== undefined && !bearer) throw noApiKey();
  const key = bearer ?? field(form, 'key');
  if (key?.startsWith('sk_test_') || key?.startsWith('rk_test_')) return { kind: 'secret-key' };
  if (key !== undefined && !key.startsWith('pk_test_')) throw invalidApiKey(key);
  return { kind: 'client', clientSecret: field(form, 'client_secret') };
}

function secretKeyRequired(): StripeStandInError {
  return invalidRequest(
    401,
    'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    'secret_key_required',
  );
}

/** Parameters that authenticate rather than describe the request. */
function withoutKey(form: FormObject): FormObject {
  const { key: _key, client_secret: _clientSecret, ...rest } = form;
  return rest;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': header(request, 'origin') ?? '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version, stripe-account',
    'access-control-expose-headers': 'request-id, stripe-version, idempotent-replayed',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function send(response: ServerResponse, request: IncomingMessage, statusCode: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(statusCode, {
    ...corsHeaders(request),
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-cache, no-store',
  });
  response.end(text);
}

function sendError(response: ServerResponse, request: IncomingMessage, error: StripeStandInError): void {
  send(response, request, error.statusCode, { error: error.body });
}
