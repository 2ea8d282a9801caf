/**
 * One real first request for every function, for the cold-request measurement: the event Lambda
 * would hand it (API Gateway HTTP API 2.0, a DynamoDB stream batch, a schedule), built for the
 * benchmark's own data. A request that changes state is sent the same way on every run; after the
 * first run, business rules may refuse it (an order cancelled once is refused as already cancelled)
 * after reading DynamoDB, which still exercises the cold path: the SDK, signing, the connection and
 * at least one DynamoDB call.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyEventV2, DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import Stripe from 'stripe';
import { findRouteByHandler, routes, type HandlerName, type triggers } from '../../functions/manifest.js';
import { toLambdaEvent } from '../../infra/local/lambda-event.js';
import { requestPath } from './hot-endpoints.js';

export interface SignedIn {
  uid: string;
  email: string;
  /** The app's token (PUT /login's answer). */
  token: string;
}

export interface ColdEventContext {
  customer: SignedIn & { idToken: string };
  admin: SignedIn;
  /** A tool on sale that orders are placed for. */
  toolId: string;
  /** A tool the admin routes edit, archive and restore. */
  adminToolId: string;
  /** An unpaid order of the customer. */
  orderId: string;
  webhookSecret: string;
}

type Caller = 'visitor' | 'customer' | 'admin';
interface ApiRequest {
  as: Caller;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
type RouteHandler = (typeof routes)[number]['handler'];
type TriggerHandler = (typeof triggers)[number]['handler'];

const PURCHASE = { address: '1 Bench Street', number: '01234567890', quantity: 1 };
const PRODUCT = { name: 'Cold bench tool', desc: 'Added by the cold-request benchmark.', available: 10, minimum: 1, price: 12, img: '/images/tools/drill.svg' };

function apiRequests(c: ColdEventContext): Record<RouteHandler, ApiRequest> {
  return {
    'list-home-tools': { as: 'visitor' },
    'list-home-reviews': { as: 'visitor' },
    'get-tool': { as: 'visitor', params: { id: c.toolId } },
    'create-order': { as: 'customer', params: { id: c.toolId }, body: PURCHASE, headers: { 'idempotency-key': 'cold-bench-order-0001' } },
    'list-my-orders': { as: 'customer', params: { email: c.customer.email } },
    'cancel-order': { as: 'customer', params: { orderId: c.orderId, email: c.customer.email } },
    'get-order-for-payment': { as: 'customer', params: { orderId: c.orderId } },
    'create-payment-intent': { as: 'customer', body: { orderId: c.orderId } },
    'confirm-payment': { as: 'customer', params: { orderId: c.orderId }, body: { orderId: c.orderId, transactionId: 'pi_coldbench' } },
    'stripe-webhook': { as: 'visitor', body: 'signed' },
    'add-review': { as: 'customer', body: { toolId: c.toolId, comment: 'Cold bench review.', star: 5 } },
    'get-profile': { as: 'customer', params: { email: c.customer.email } },
    'update-profile': { as: 'customer', body: { education: 'Bench school', location: 'Bench town', phone: '01234567890', linkedin: 'bench' } },
    'list-all-orders': { as: 'admin', params: { email: c.admin.email }, query: { status: 'Not paid' } },
    'mark-delivered': { as: 'admin', params: { orderId: c.orderId }, body: { carrier: 'Bench Post', trackingNumber: 'BENCH1' } },
    'refund-order': { as: 'admin', params: { orderId: c.orderId } },
    'add-product': { as: 'admin', body: PRODUCT },
    'edit-product': { as: 'admin', params: { productId: c.adminToolId }, body: { price: 13 } },
    'list-all-products': { as: 'admin' },
    'delete-product': { as: 'admin', params: { email: c.admin.email, productId: c.adminToolId } },
    'restore-product': { as: 'admin', params: { productId: c.adminToolId } },
    'export-orders': { as: 'admin', query: { from: '2024-01-01', to: '2024-12-31' } },
    'sales-summary': { as: 'admin' },
    'list-audit-log': { as: 'admin' },
    'list-all-reviews': { as: 'admin' },
    'hide-review': { as: 'admin', params: { reviewId: 'cold-bench-no-such-review' } },
    'list-all-users': { as: 'admin' },
    'make-admin': { as: 'admin', params: { userId: c.admin.uid } },
    login: { as: 'visitor', params: { email: c.customer.email }, body: { email: c.customer.email } },
    'get-role': { as: 'customer', params: { email: c.customer.email } },
  };
}

function signedWebhookBody(c: ColdEventContext): { body: string; signature: string } {
  const body = JSON.stringify({
    id: 'evt_coldbench',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'pi_coldbench', object: 'payment_intent', status: 'succeeded', amount: 1200, currency: 'usd', metadata: { orderId: c.orderId } } },
  });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: c.webhookSecret }) };
}

/** What an HTTP API request carries, for `httpApiEvent`. */
export interface HttpApiRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * The API Gateway HTTP API (payload 2.0) event of a request to the route of `handler`, built by the
 * same code that builds the local API server's events (infra/local/lambda-event.ts).
 */
export function httpApiEvent(handler: HandlerName, request: HttpApiRequest): APIGatewayProxyEventV2 {
  const route = findRouteByHandler(handler);
  const path = requestPath({ handler, params: request.params ?? {} });
  const query = new URLSearchParams(request.query ?? {}).toString();
  return toLambdaEvent(
    {
      method: route.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        host: 'api.bench.local',
        'user-agent': 'storefront-bench',
        ...(request.body !== undefined && { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body ?? '',
      sourceIp: '127.0.0.1',
    },
    {
      route: { routeKey: `${route.method} ${route.path}`, method: route.method, path: route.path, functionLogicalId: handler, payloadFormatVersion: '2.0' },
      pathParameters: request.params,
    },
  );
}

function apiEvent(handler: RouteHandler, request: ApiRequest, c: ColdEventContext): APIGatewayProxyEventV2 {
  const token = { visitor: undefined, customer: c.customer.token, admin: c.admin.token }[request.as];
  const authorization = handler === 'login' ? c.customer.idToken : token;
  const webhook = request.body === 'signed' ? signedWebhookBody(c) : undefined;
  return httpApiEvent(handler, {
    params: request.params,
    query: request.query,
    body: webhook?.body ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    headers: { ...(authorization && { auth: `bearer ${authorization}` }), ...(webhook && { 'stripe-signature': webhook.signature }), ...request.headers },
  });
}

const streamRecord = (table: string, before: Record<string, unknown>, after: Record<string, unknown>) => ({
  eventID: `cold-${table}`,
  eventName: 'MODIFY' as const,
  eventSource: 'aws:dynamodb',
  awsRegion: 'us-east-1',
  dynamodb: {
    SequenceNumber: '100000000000000000001',
    StreamViewType: 'NEW_AND_OLD_IMAGES' as const,
    Keys: marshall({ _id: after._id }) as never,
    OldImage: marshall(before, { removeUndefinedValues: true }) as never,
    NewImage: marshall(after, { removeUndefinedValues: true }) as never,
  },
});

function triggerEvents(c: ColdEventContext): Record<TriggerHandler, DynamoDBStreamEvent | ScheduledEvent> {
  const tool = { _id: c.adminToolId, name: 'Cold bench tool', available: 5, lowStockThreshold: 3 };
  const order = {
    _id: c.orderId,
    toolId: c.toolId,
    userId: c.customer.uid,
    user_name: 'Bench Customer',
    email: c.customer.email,
    product_name: 'Bench tool',
    quantity: 1,
    address: PURCHASE.address,
    number: PURCHASE.number,
    unitPrice: 12,
    price: 12,
    amountCents: 1200,
    createdAt: new Date().toISOString(),
  };
  return {
    'expire-unpaid-orders': {
      version: '0',
      id: 'cold-bench',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'us-east-1',
      resources: [],
      detail: {},
    },
    'send-order-emails': {
      Records: [streamRecord('orders', { ...order, status: 'Not paid' }, { ...order, status: 'paid', paidAt: new Date().toISOString() })],
    },
    'watch-low-stock': { Records: [streamRecord('tools', tool, { ...tool, available: 1 })] },
  };
}

/** The event of every function of the manifest, by handler name. */
export function coldEvents(c: ColdEventContext): Record<HandlerName | TriggerHandler, unknown> {
  const requests = apiRequests(c);
  const api = Object.fromEntries(routes.map(({ handler }) => [handler, apiEvent(handler, requests[handler], c)]));
  return { ...api, ...triggerEvents(c) } as Record<HandlerName | TriggerHandler, unknown>;
}
