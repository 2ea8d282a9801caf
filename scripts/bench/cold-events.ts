/**
 * One real first request for every function, for the cold-request measurement: the event Lambda
 * would hand it (API Gateway HTTP API 2.0, a DynamoDB stream batch, a schedule). A request that
 * needs or changes state gets state of its own, made fresh before each run (cold-fixtures.ts,
 * cold-trade-fixtures.ts), so every run takes the path a user takes and succeeds: an order to cancel,
 * a paid order to ship or refund, a card payment the shop has not heard of yet, a visible review to
 * hide, an application to decide on, an invitation to accept, a buyer's order to approve, an invoice
 * on account to pay, a list to change, a quote to offer, accept, decline or withdraw.
 */
import type { Order } from '../../functions/orders/contract/order.js';
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { APIGatewayProxyEventV2, DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { findRouteByHandler, routes, type HandlerName, type triggers } from '../../functions/manifest.js';
import { STRIPE_API_VERSION } from '../../functions/orders/gateways/stripe-client.js';
import { toLambdaEvent } from '../../infra/local/lambda-event.js';
import { buildEvent, signedDelivery } from '../../infra/local/stripe-stand-in/webhooks.js';
import { COLD_PRODUCT, type ColdFixtures, type ConfirmedIntent } from './cold-fixtures.js';
import {
  BUYER_APPROVAL_LIMIT_CENTS,
  contractPrices,
  dayFromToday,
  listBody,
  quoteOffer,
  quoteRequest,
  SHIPPING,
  TRADE_APPLICATION,
  TRADE_APPROVAL,
} from './cold-trade-fixtures.js';
import { PURCHASE_BODY, requestPath } from './hot-endpoints.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';

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
  /** A tool the admin routes edit. */
  adminToolId: string;
  /** An order of the customer, named in the stream event of the order emails. */
  orderId: string;
  webhookSecret: string;
  fixtures: ColdFixtures;
}

type Caller = 'visitor' | 'customer' | 'admin';
interface ApiRequest {
  /** Who sends it: the benchmark's visitor, customer or admin, or another account (a trade account's admin, an invited customer). */
  as: Caller | SignedIn;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is instead of `body` (a signed webhook payload). */
  rawBody?: string;
  headers?: Record<string, string>;
}
type RouteHandler = (typeof routes)[number]['handler'];
type TriggerHandler = (typeof triggers)[number]['handler'];
/** Makes the state a run needs and answers its request; called before each run, not timed. */
type Prepare<T> = () => Promise<T>;

function apiRequests(c: ColdEventContext): Record<RouteHandler, Prepare<ApiRequest>> {
  const { fixtures: make, customer, admin } = c;
  const asIs = (request: ApiRequest) => () => Promise.resolve(request);
  let bought: Promise<unknown> | undefined;
  let invoiced: Promise<Order> | undefined;
  let creditNoted: Promise<Order> | undefined;
  let awaiting: Promise<unknown> | undefined;
  let invoicedOnAccount: Promise<unknown> | undefined;
  /** The admin of the company on terms, once it has an invoice on account. */
  const invoicedCompanyAdmin = async () => {
    await (invoicedOnAccount ??= make.invoiceOnAccount());
    return (await make.companyOnTerms()).admin;
  };
  return {
    'list-home-tools': asIs({ as: 'visitor' }),
    'list-home-reviews': asIs({ as: 'visitor' }),
    'get-catalog': asIs({ as: 'visitor' }),
    'list-tool-reviews': asIs({ as: 'visitor', params: { id: c.toolId } }),
    'tool-page': asIs({ as: 'visitor', params: { id: c.toolId } }),
    'catalog-page': asIs({ as: 'visitor' }),
    sitemap: asIs({ as: 'visitor' }),
    robots: asIs({ as: 'visitor' }),
    'get-tool': asIs({ as: 'visitor', params: { id: c.toolId } }),
    // Room under the shop's limit of unpaid orders for the order each measured request places.
    'create-order': async () => {
      await make.cancelUnpaidOrders();
      return { as: 'customer', params: { id: c.toolId }, body: PURCHASE_BODY, headers: { 'idempotency-key': `cold-bench-${randomUUID()}` } };
    },
    'place-order': async () => {
      await make.cancelUnpaidOrders();
      return {
        as: 'customer',
        body: { lines: [{ toolId: c.toolId, quantity: PURCHASE_BODY.quantity }], address: PURCHASE_BODY.address, number: PURCHASE_BODY.number },
        headers: { 'idempotency-key': `cold-bench-${randomUUID()}` },
      };
    },
    'list-my-orders': asIs({ as: 'customer', params: { email: customer.email } }),
    'cancel-order': async () => ({ as: 'customer', params: { orderId: (await make.orderWithIntent()).order._id, email: customer.email } }),
    'get-order-for-payment': async () => ({ as: 'customer', params: { orderId: (await make.orderForPayment())._id } }),
    'create-payment-intent': async () => ({ as: 'customer', body: { orderId: (await make.unpaidOrder())._id } }),
    'confirm-payment': async () => {
      const { order, intentId } = await make.cardConfirmedOrder();
      return { as: 'customer', params: { orderId: order._id }, body: { orderId: order._id, transactionId: intentId } };
    },
    'stripe-webhook': async () => ({ as: 'visitor', ...signedPaymentEvent(await make.cardConfirmedOrder(), c.webhookSecret) }),
    'add-review': async () => {
      await (bought ??= make.paidOrder());
      return { as: 'customer', body: { toolId: c.toolId, comment: 'Cold bench review.', star: 5 } };
    },
    'get-profile': asIs({ as: 'customer', params: { email: customer.email } }),
    'update-profile': asIs({ as: 'customer', body: { education: 'Bench school', location: 'Bench town', phone: '01234567890', linkedin: 'bench' } }),
    'list-all-orders': asIs({ as: 'admin', params: { email: admin.email }, query: { status: 'Not paid' } }),
    'mark-delivered': async () => ({
      as: 'admin',
      params: { orderId: (await make.paidOrder())._id },
      body: { carrier: 'Bench Post', trackingNumber: 'BENCH1' },
    }),
    'refund-order': async () => ({ as: 'admin', params: { orderId: (await make.paidOrder())._id } }),
    // The same order's documents every run: rendering reads the order, not a fresh state.
    'get-invoice': async () => ({ as: 'customer', params: { orderId: (await (invoiced ??= make.invoicedOrder()))._id } }),
    'get-credit-note': async () => ({ as: 'customer', params: { orderId: (await (creditNoted ??= make.creditNotedOrder()))._id } }),
    'add-product': asIs({ as: 'admin', body: COLD_PRODUCT }),
    'edit-product': asIs({ as: 'admin', params: { productId: c.adminToolId }, body: { price: 13 } }),
    'list-all-products': asIs({ as: 'admin' }),
    'delete-product': async () => ({ as: 'admin', params: { email: admin.email, productId: await make.productOnSale() } }),
    'restore-product': async () => ({ as: 'admin', params: { productId: await make.archivedProduct() } }),
    'export-orders': asIs({ as: 'admin', query: { from: '2024-01-01', to: '2024-12-31' } }),
    'sales-summary': asIs({ as: 'admin' }),
    'list-audit-log': asIs({ as: 'admin' }),
    'list-all-reviews': asIs({ as: 'admin' }),
    'hide-review': async () => ({ as: 'admin', params: { reviewId: await make.visibleReview() } }),
    'list-all-users': asIs({ as: 'admin' }),
    'make-admin': async () => ({ as: 'admin', params: { userId: (await make.newCustomer()).uid } }),
    login: asIs({ as: 'visitor', params: { email: customer.email }, body: { email: customer.email } }),
    'get-role': asIs({ as: 'customer', params: { email: customer.email } }),
    // Trade accounts: a new customer applies; the admin decides on a new application; the reads and a
    // company admin's steps are those of an approved company on payment terms (its admin a customer of its own).
    'apply-for-trade-account': async () => ({ as: await make.newCustomer(), body: TRADE_APPLICATION }),
    'get-trade-account': async () => ({ as: (await make.companyOnTerms()).admin }),
    'get-trade-membership': async () => ({ as: (await make.companyOnTerms()).admin }),
    'check-quick-order': asIs({ as: 'customer', body: { rows: [{ sku: 'BENCH-SKU', quantity: 1 }] } }),
    'list-trade-accounts': asIs({ as: 'admin', query: { status: 'pending' } }),
    'approve-trade-account': async () => ({ as: 'admin', params: { companyId: (await make.pendingCompany()).companyId }, body: TRADE_APPROVAL }),
    'decline-trade-account': async () => ({ as: 'admin', params: { companyId: (await make.pendingCompany()).companyId }, body: { reason: 'Bench' } }),
    'update-trade-account': async () => ({ as: 'admin', params: { companyId: (await make.pendingCompany()).companyId }, body: { discountPercent: 5 } }),
    'set-contract-prices': async () => ({
      as: 'admin',
      params: { companyId: (await make.companyOnTerms()).company.companyId },
      body: contractPrices(c.toolId),
    }),
    'get-contract-prices': async () => ({ as: 'admin', params: { companyId: (await make.companyOnTerms()).company.companyId } }),
    'invite-trade-member': async () => ({
      as: (await make.companyOnTerms()).admin,
      body: { email: `cold-bench-invited-${randomUUID()}@tools.test`, role: 'buyer', approvalLimitCents: BUYER_APPROVAL_LIMIT_CENTS },
    }),
    'join-trade-account': async () => {
      const { invited, token } = await make.invitation();
      return { as: invited, params: { token } };
    },
    'update-trade-member': async () => ({
      as: (await make.companyOnTerms()).admin,
      params: { userId: (await make.newBuyer()).uid },
      body: { approvalLimitCents: 50_000 },
    }),
    'remove-trade-member': async () => ({ as: (await make.companyOnTerms()).admin, params: { userId: (await make.newBuyer()).uid } }),
    'get-trade-prices': async () => ({ as: (await make.companyOnTerms()).admin, query: { ids: c.toolId } }),
    // Buying lists: a new list each run.
    'get-lists': asIs({ as: 'customer' }),
    'create-list': asIs({ as: 'customer', body: listBody(c.toolId) }),
    'get-list': async () => ({ as: 'customer', params: { listId: await make.newList() } }),
    'update-list': async () => ({
      as: 'customer',
      params: { listId: await make.newList() },
      body: { name: 'Bench list, changed', lines: [{ toolId: c.toolId, quantity: 3 }] },
    }),
    'delete-list': async () => ({ as: 'customer', params: { listId: await make.newList() } }),
    // The company's orders: a new buyer's order over their approval limit for the admin to decide on.
    'list-trade-orders': async () => {
      await (awaiting ??= make.orderAwaitingApproval());
      return { as: (await make.companyOnTerms()).admin };
    },
    'approve-trade-order': async () => ({ as: (await make.companyOnTerms()).admin, params: { orderId: (await make.orderAwaitingApproval())._id } }),
    'decline-trade-order': async () => ({
      as: (await make.companyOnTerms()).admin,
      params: { orderId: (await make.orderAwaitingApproval())._id },
      body: { reason: 'Over budget' },
    }),
    // On account: a new invoice each run to pay; the statement lists the company's invoices.
    'record-invoice-payment': async () => ({
      as: 'admin',
      params: { orderId: (await make.invoiceOnAccount())._id },
      body: { amountCents: 100, reference: 'BENCH-1', receivedOn: dayFromToday() },
    }),
    'create-invoice-payment-intent': async () => ({ as: (await make.companyOnTerms()).admin, params: { orderId: (await make.invoiceOnAccount())._id } }),
    'get-trade-statement': async () => ({ as: await invoicedCompanyAdmin() }),
    'get-trade-statement-pdf': async () => ({ as: await invoicedCompanyAdmin() }),
    // Quotes: a new quote each run, asked for by the customer, and offered for the steps on an offer.
    'request-quote': asIs({ as: 'customer', body: quoteRequest(c.toolId) }),
    'list-my-quotes': asIs({ as: 'customer' }),
    'get-quote': async () => ({ as: 'customer', params: { quoteId: await make.requestedQuote() } }),
    // Room under the shop's limit of unpaid orders for the order the accepted quote places.
    'accept-quote': async () => {
      await make.cancelUnpaidOrders();
      return { as: 'customer', params: { quoteId: await make.offeredQuote() }, body: SHIPPING };
    },
    'decline-quote': async () => ({ as: 'customer', params: { quoteId: await make.offeredQuote() } }),
    'withdraw-quote': async () => ({ as: 'customer', params: { quoteId: await make.requestedQuote() } }),
    'list-admin-quotes': asIs({ as: 'admin', query: { status: 'requested' } }),
    'offer-quote': async () => ({ as: 'admin', params: { quoteId: await make.requestedQuote() }, body: quoteOffer(c.toolId) }),
  };
}

/** The provider's payment_intent.succeeded event for the confirmed intent, signed as the provider signs it. */
function signedPaymentEvent({ intent }: ConfirmedIntent, secret: string): Pick<ApiRequest, 'rawBody' | 'headers'> {
  const { payload, signature } = signedDelivery(
    buildEvent('payment_intent.succeeded', intent, STRIPE_API_VERSION, { id: null, idempotency_key: null }),
    secret,
  );
  return { rawBody: payload, headers: { 'stripe-signature': signature } };
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
        // What CloudFront adds; the benchmark's functions run with the local stack's template environment.
        ...localOriginHeaders(),
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
  const token = typeof request.as === 'string' ? { visitor: undefined, customer: c.customer.token, admin: c.admin.token }[request.as] : request.as.token;
  const authorization = handler === 'login' ? c.customer.idToken : token;
  return httpApiEvent(handler, {
    params: request.params,
    query: request.query,
    body: request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    headers: { ...(authorization && { auth: `bearer ${authorization}` }), ...request.headers },
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

function triggerEvents(c: ColdEventContext): Record<TriggerHandler, Prepare<DynamoDBStreamEvent | ScheduledEvent>> {
  const tool = { _id: c.adminToolId, name: 'Cold bench tool', available: 5, lowStockThreshold: 3 };
  const order = {
    _id: c.orderId,
    toolId: c.toolId,
    userId: c.customer.uid,
    user_name: 'Bench Customer',
    email: c.customer.email,
    product_name: 'Bench tool',
    quantity: 1,
    address: PURCHASE_BODY.address,
    number: PURCHASE_BODY.number,
    unitPrice: 12,
    price: 12,
    amountCents: 1200,
    createdAt: new Date().toISOString(),
  };
  const paidRecord = () => streamRecord('orders', { ...order, status: 'Not paid' }, { ...order, status: 'paid', paidAt: new Date().toISOString() });
  return {
    'expire-unpaid-orders': async () => {
      await c.fixtures.expiredHold();
      return scheduledEvent();
    },
    'send-overdue-reminders': async () => scheduledEvent(),
    'send-order-emails': async () => ({ Records: [paidRecord()] }),
    'assign-document-numbers': async () => ({ Records: [paidRecord()] }),
    'project-sales': async () => ({ Records: [paidRecord()] }),
    'watch-low-stock': async () => ({ Records: [streamRecord('tools', tool, { ...tool, available: 1 })] }),
  };
}

const scheduledEvent = (): ScheduledEvent => ({
  version: '0',
  id: 'cold-bench',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  account: '000000000000',
  time: new Date().toISOString(),
  region: 'us-east-1',
  resources: [],
  detail: {},
});

/**
 * The functions whose success answer can also mean "nothing to do": what their answer shows when
 * they did the work measured (recorded the payment, cancelled the expired order).
 */
export const COLD_WORK_DONE: Partial<Record<HandlerName | TriggerHandler, (answer: unknown) => boolean>> = {
  'confirm-payment': (answer) => (answer as { modifiedCount?: number }).modifiedCount === 1,
  'stripe-webhook': (answer) => (answer as { outcome?: string }).outcome === 'paid',
  'expire-unpaid-orders': (answer) => (answer as { expired?: string[] }).expired?.length === 1,
};

/** How to make the event of every function of the manifest, by handler name: call it before each run. */
export function coldEvents(c: ColdEventContext): Record<HandlerName | TriggerHandler, Prepare<unknown>> {
  const requests = apiRequests(c);
  const api = Object.fromEntries(routes.map(({ handler }) => [handler, async () => apiEvent(handler, await requests[handler](), c)]));
  return { ...api, ...triggerEvents(c) } as Record<HandlerName | TriggerHandler, Prepare<unknown>>;
}
