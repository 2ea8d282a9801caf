/**
 * Shared set-up of the payment handler tests: configuration, an in-memory orders table behind
 * aws-sdk-client-mock (applying the order writes and their conditions as DynamoDB would), the local Stripe
 * stand-in as the SDK's endpoint, signed-in callers and API Gateway events.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { issueAppToken, type Caller } from '../../../../functions/platform/app-token.js';
import type { Order } from '../../../../functions/orders/contract/order.js';
import { oneLineOrder } from '../../support/fixtures.js';
import { logger } from '../../../../functions/platform/logger.js';
import { startStripeStandIn, type StripeStandIn } from '../../../../infra/local/stripe-stand-in/index.js';
import { useTestTokenKeys } from '../../support/token-keys.js';
import { ORIGIN_VERIFY_HEADER } from '../../../../functions/platform/origin-header.js';
import { applyUpdate, conditionHolds, type Expressions } from '../../support/dynamo-expressions.js';

export const STRIPE_SECRET_KEY = 'sk_test_unit_payment';
export const WEBHOOK_SECRET = 'whsec_unit_payment';

export const customer: Caller = { uid: 'uid-customer', email: 'customer@tools.test', name: 'Casey Customer' };
export const otherCustomer: Caller = { uid: 'uid-other', email: 'other@tools.test', name: 'Olly Other' };

export function configureEnvironment(stripeApiUrl: string): void {
  useTestTokenKeys();
  process.env.STRIPE_SECRET_KEY = STRIPE_SECRET_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = stripeApiUrl;
  process.env.ORDERS_TABLE = 'orders';
  process.env.USERS_TABLE = 'users';
  process.env.TOOLS_TABLE = 'tools';
  process.env.SALES_TABLE = 'sales';
  process.env.AUDIT_TABLE = 'audit';
  // The refusals these tests provoke are logged on purpose; keep the test output readable.
  logger.setLogLevel('CRITICAL');
}

export async function startStandIn(webhookUrl?: string): Promise<{ standIn: StripeStandIn; stripe: Stripe }> {
  const standIn = await startStripeStandIn({ port: 0, webhookUrl, webhookSecret: WEBHOOK_SECRET });
  return { standIn, stripe: stripeFor(standIn.url) };
}

/**
 * Registers the hooks of a payment handler test file: the Stripe stand-in started and configured as
 * the provider, and the in-memory orders table emptied before each test. `stand` is filled in by
 * the file's beforeAll, so read it inside tests only.
 */
export function usePaymentHandlerKit(): { orders: ReturnType<typeof fakeOrdersTable>; stand: Awaited<ReturnType<typeof startStandIn>> } {
  const orders = fakeOrdersTable();
  const stand = {} as Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    Object.assign(stand, await startStandIn());
    configureEnvironment(stand.standIn.url);
  });
  afterAll(async () => {
    orders.restore();
    await stand.standIn.stop();
  });
  beforeEach(() => orders.reset());
  return { orders, stand };
}

export function stripeFor(url: string): Stripe {
  const { hostname, port } = new URL(url);
  return new Stripe(STRIPE_SECRET_KEY, { apiVersion: '2026-10-28.endive', host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  const line = { toolId: 'tool-1', product_name: 'Cordless drill', quantity: 50, unitPriceCents: 1250 };
  return oneLineOrder(line, { createdAt: '2026-11-20T10:00:00.000Z', ...overrides });
}

/** An orders table in memory, reached through the mocked document client. */
export function fakeOrdersTable() {
  const orders = new Map<string, Order>();
  const dynamo = mockClient(DynamoDBDocumentClient);
  dynamo.on(GetCommand).callsFake((input: { Key: { _id: string } }) => {
    const order = orders.get(input.Key._id);
    return { Item: order ? structuredClone(order) : undefined };
  });
  /** The order of each payment recorded ('Not paid' -> 'paid' written), in order. */
  const paymentsRecorded: string[] = [];
  /** One order write, as DynamoDB would make it: false when its condition fails. */
  const write = (input: Expressions & { Key: { _id: string } }): boolean => {
    const order = orders.get(input.Key._id);
    if (!conditionHolds(input, order as Record<string, unknown> | undefined)) return false;
    const after = applyUpdate(input, order as Record<string, unknown> | undefined) as unknown as Order;
    if (order?.status === 'Not paid' && after.status === 'paid') paymentsRecorded.push(order._id);
    orders.set(input.Key._id, after);
    return true;
  };
  dynamo.on(UpdateCommand).callsFake((input: Expressions & { Key: { _id: string } }) => {
    if (write(input)) return {};
    throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
  });
  // An order's transaction: the order's update first, then what moves with it (not kept here).
  type TransactionItem = { Update?: Expressions & { Key: { _id: string } } };
  dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: TransactionItem[] }) => {
    const [first] = input.TransactItems;
    if (!first?.Update || write(first.Update)) return {};
    throw new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: input.TransactItems.map((_item, index) => ({ Code: index === 0 ? 'ConditionalCheckFailed' : 'None' })),
    });
  });
  return {
    put: (order: Order) => orders.set(order._id, structuredClone(order)),
    get: (id: string) => orders.get(id),
    paymentsRecorded,
    reset: () => {
      orders.clear();
      paymentsRecorded.length = 0;
    },
    restore: () => dynamo.restore(),
  };
}

export async function authHeader(caller: Caller = customer): Promise<Record<string, string>> {
  return { auth: `bearer ${await issueAppToken(caller)}` };
}

export function apiEvent(options: {
  method: string;
  path: string;
  pathParameters?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
}): APIGatewayProxyEventV2 {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return {
    version: '2.0',
    routeKey: `${options.method} ${options.path}`,
    rawPath: options.path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_VERIFY_SECRET ?? '', ...options.headers },
    body,
    isBase64Encoded: false,
    pathParameters: options.pathParameters,
    requestContext: { http: { method: options.method, path: options.path } },
  } as unknown as APIGatewayProxyEventV2;
}

export function jsonBody(response: APIGatewayProxyStructuredResultV2): Record<string, unknown> {
  return JSON.parse(response.body ?? '{}') as Record<string, unknown>;
}

export function paymentIntentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

/** A PaymentIntent for the order, confirmed in the stand-in with the given test PaymentMethod. */
export async function paidIntent(stripe: Stripe, order: Order, paymentMethod = 'pm_card_visa', amount = order.amountCents) {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'usd', metadata: { orderId: order._id } });
  return stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod });
}

/** An HTTP server for a test to play a misbehaving or absent provider. */
export async function startServer(handle: Parameters<typeof createServer>[1] & object): Promise<{ url: string; server: Server }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A URL where nothing listens. */
export async function closedPortUrl(): Promise<string> {
  const { url, server } = await startServer((_request, response) => response.end());
  await new Promise((resolve) => server.close(resolve));
  return url;
}

export async function withStripeApiUrl<T>(url: string, run: () => Promise<T>): Promise<T> {
  const previous = process.env.STRIPE_API_URL;
  process.env.STRIPE_API_URL = url;
  try {
    return await run();
  } finally {
    process.env.STRIPE_API_URL = previous;
  }
}
