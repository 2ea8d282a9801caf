/**
 * The route manifest: the one list of every endpoint.
 * The CDK stack creates one Lambda function and one API route per entry, granting its role exactly
 * the DynamoDB actions listed in `tables` (on those tables, and their indexes for a Query), and those
 * in `keyScoped` on the items of a table whose partition key starts with a prefix only.
 * Adding an endpoint = one entry here + one file functions/handlers/<handler>.ts.
 */
import type { TableKey } from './shared/table-definitions.js';
import { UNPAID_COUNTER_PREFIX } from './shared/unpaid-counter-key.js';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
/** public: no token; user: a valid app token; admin: a valid app token whose user has role 'admin'. */
export type Access = 'public' | 'user' | 'admin';
/** Outside services a function needs configuration for. */
export type Integration = 'firebase' | 'stripe' | 'email' | 'invoices';

/** The DynamoDB actions a function may be granted. No Scan and no batch calls: every path is a GetItem, a Query on an index, or a write. */
export const TABLE_ACTIONS = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];
/** The actions that only read. */
export const READ_ACTIONS: readonly TableAction[] = ['GetItem', 'Query'];
export type TableGrants = Readonly<Partial<Record<TableKey, readonly TableAction[]>>>;
/** The actions on one item, which IAM can limit to items by their partition key (a Query is not one). */
export type ItemAction = Exclude<TableAction, 'Query'>;
/**
 * Actions allowed on a table's items whose partition key starts with `prefix` only: IAM's
 * `dynamodb:LeadingKeys` condition, checked on every item a request touches (a transaction's too).
 */
export interface KeyScopedGrant {
  readonly prefix: string;
  readonly actions: readonly ItemAction[];
}
export type KeyScopedGrants = Readonly<Partial<Record<TableKey, KeyScopedGrant>>>;

/** The accounts' counters of unpaid orders in the users table ('unpaid#<userId>'), and only them: read, or moved with the orders. */
const unpaidCounters = (...actions: ItemAction[]): KeyScopedGrants => ({ users: { prefix: UNPAID_COUNTER_PREFIX, actions } });

/** What a function may touch: per table, exactly the DynamoDB actions it calls, and the outside services it calls. */
export interface FunctionGrants {
  /** Routes only: who may call it. Triggers are started by AWS itself and have none. */
  readonly access?: Access;
  /** Per table, exactly the DynamoDB actions the function calls; its role is granted these and nothing more. */
  readonly tables: TableGrants;
  /** Per table, actions granted on the items whose partition key starts with a prefix only (none of them also in `tables`). */
  readonly keyScoped?: KeyScopedGrants;
  readonly integrations?: readonly Integration[];
}

export interface RouteDefinition extends FunctionGrants {
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. /purchase/{id} */
  readonly path: string;
  /** File name (without extension) under functions/handlers/ */
  readonly handler: string;
  readonly access: Access;
  /** Per table, exactly the DynamoDB actions the function calls; its role is granted these and nothing more. */
  readonly tables: TableGrants;
  readonly integrations?: readonly Integration[];
  /**
   * Public GET routes only: how long a shared cache (CloudFront, under /api) may keep the answer.
   * The handler's Cache-Control header is written from it (functions/shared/cache-control.ts) and
   * the CDK stack gives the route's path a cache behavior that follows that header; every other
   * answer is `no-store`.
   */
  readonly publicCache?: PublicCache;
  /**
   * A page of the site itself, not of the API: CloudFront sends the route's path, at the site's
   * root (`/tools/*`, `/sitemap.xml`), to it instead of the web build, and so does Vite locally.
   */
  readonly sitePage?: true;
}

/** Seconds an answer is fresh (`max-age`), then how long a stale copy may still be served while it is fetched again. */
export interface PublicCache {
  readonly maxAgeSeconds: number;
  readonly staleWhileRevalidateSeconds: number;
}

/** The shop's public reads: a few seconds behind at worst, and the edge answers while it refreshes. */
export const PUBLIC_READ_CACHE = { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 30 } as const satisfies PublicCache;

/** The crawler-ready pages (the catalog's and a tool's page, the sitemap, robots.txt): a minute, then as long again stale. */
export const SITE_PAGE_CACHE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 60 } as const satisfies PublicCache;

/**
 * The whole catalog: its cost grows with the number of tools, so the edge keeps it longer. At most a
 * minute behind, and each edge cache asks for it at most once in `maxAgeSeconds`, whatever the traffic.
 */
export const CATALOG_CACHE = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 30 } as const satisfies PublicCache;

export const routes = [
  { method: 'GET', path: '/hometools', handler: 'list-home-tools', access: 'public', tables: { tools: ['Query'] }, publicCache: PUBLIC_READ_CACHE },
  { method: 'GET', path: '/homereviews', handler: 'list-home-reviews', access: 'public', tables: { reviews: ['Query'] }, publicCache: PUBLIC_READ_CACHE },
  { method: 'GET', path: '/catalog', handler: 'get-catalog', access: 'public', tables: { tools: ['Query'] }, publicCache: CATALOG_CACHE },
  {
    method: 'GET',
    path: '/toolreviews/{id}',
    handler: 'list-tool-reviews',
    access: 'public',
    tables: { reviews: ['Query'], tools: ['GetItem'] },
    publicCache: PUBLIC_READ_CACHE,
  },
  { method: 'GET', path: '/purchase/{id}', handler: 'get-tool', access: 'public', tables: { tools: ['GetItem'] }, publicCache: PUBLIC_READ_CACHE },
  {
    method: 'PUT',
    path: '/purchase/{id}',
    handler: 'create-order',
    access: 'user',
    // GetItem on orders: a retry with the same Idempotency-Key answers the order placed first.
    // users: the account's count of unpaid orders ('unpaid#<userId>'), read, then moved in the order's transaction on condition it is below 3; no user record.
    // Query and ConditionCheckItem on orders: an account without a count yet starts it from its unpaid orders (byUnpaidOwner), checked still unpaid.
    tables: { tools: ['GetItem', 'UpdateItem'], orders: ['GetItem', 'PutItem', 'Query', 'ConditionCheckItem'] },
    keyScoped: unpaidCounters('GetItem', 'UpdateItem'),
  },
  {
    method: 'POST',
    path: '/orders',
    handler: 'place-order',
    access: 'user',
    // The cart's checkout: like PUT /purchase/{id} (the same tables and limits), for 1 to 25 lines, the stock of all of them in one transaction.
    tables: { tools: ['GetItem', 'UpdateItem'], orders: ['GetItem', 'PutItem', 'Query', 'ConditionCheckItem'] },
    keyScoped: unpaidCounters('GetItem', 'UpdateItem'),
  },
  { method: 'GET', path: '/myorder/{email}', handler: 'list-my-orders', access: 'user', tables: { orders: ['Query'] } },
  {
    method: 'DELETE',
    path: '/myordercancel/{orderId}/{email}',
    handler: 'cancel-order',
    access: 'user',
    // users: GetItem: an admin may cancel any unpaid order (audited). The order stays (cancelled) and its units go back to the tool.
    // The owner's count of unpaid orders goes down in the same transaction (checked when there is none to take off).
    tables: { orders: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'], users: ['GetItem'], audit: ['PutItem'] },
    keyScoped: unpaidCounters('UpdateItem', 'ConditionCheckItem'),
    integrations: ['stripe'],
  },
  { method: 'GET', path: '/pay/{orderId}', handler: 'get-order-for-payment', access: 'user', tables: { orders: ['GetItem'], users: ['GetItem'] } },
  {
    method: 'POST',
    path: '/create-payment-intent',
    handler: 'create-payment-intent',
    access: 'user',
    // UpdateItem: the PaymentIntent's id is kept on the order (a cancel then cancels it too).
    tables: { orders: ['GetItem', 'UpdateItem'] },
    integrations: ['stripe'],
  },
  {
    method: 'PATCH',
    path: '/pay/{orderId}',
    handler: 'confirm-payment',
    access: 'user',
    // The owner's count of unpaid orders goes down with the payment, in one transaction.
    tables: { orders: ['GetItem', 'UpdateItem'] },
    keyScoped: unpaidCounters('UpdateItem', 'ConditionCheckItem'),
    integrations: ['stripe'],
  },
  {
    method: 'POST',
    path: '/stripe-webhook',
    handler: 'stripe-webhook',
    access: 'public',
    // tools: UpdateItem: a refund made at the provider of a paid order gives its units back.
    // The owner's count of unpaid orders goes down when an order leaves 'Not paid' (paid, or refunded before its payment was recorded).
    tables: { orders: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'] },
    keyScoped: unpaidCounters('UpdateItem', 'ConditionCheckItem'),
    integrations: ['stripe'],
  },
  {
    method: 'POST',
    path: '/addareview',
    handler: 'add-review',
    access: 'user',
    // The buyer's own paid orders (orders.byOwner), the review it replaces, and the tool's rating in one transaction.
    tables: { orders: ['Query'], reviews: ['GetItem', 'PutItem'], tools: ['GetItem', 'UpdateItem'] },
  },
  // Owner or admin (users: GetItem for the role). 'invoices': the seller's details; the PDF library is in these two bundles only.
  {
    method: 'GET',
    path: '/invoice/{orderId}',
    handler: 'get-invoice',
    access: 'user',
    tables: { orders: ['GetItem'], users: ['GetItem'] },
    integrations: ['invoices'],
  },
  {
    method: 'GET',
    path: '/creditnote/{orderId}',
    handler: 'get-credit-note',
    access: 'user',
    tables: { orders: ['GetItem'], users: ['GetItem'] },
    integrations: ['invoices'],
  },
  { method: 'GET', path: '/userupdate/{email}', handler: 'get-profile', access: 'user', tables: { users: ['GetItem'] } },
  { method: 'PUT', path: '/userupdate/', handler: 'update-profile', access: 'user', tables: { users: ['UpdateItem'] } },
  // Every admin route reads the caller's role (users: GetItem) before anything else.
  // Every audited admin change puts its entry (audit: PutItem) in the transaction of the change; no role may update or delete one.
  { method: 'GET', path: '/allorders/{email}', handler: 'list-all-orders', access: 'admin', tables: { users: ['GetItem'], orders: ['Query'] } },
  {
    method: 'POST',
    path: '/delivered/{orderId}',
    handler: 'mark-delivered',
    access: 'admin',
    tables: { users: ['GetItem'], orders: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
  },
  {
    method: 'POST',
    path: '/refund/{orderId}',
    handler: 'refund-order',
    access: 'admin',
    tables: { users: ['GetItem'], orders: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'], audit: ['PutItem'] },
    integrations: ['stripe'],
  },
  { method: 'POST', path: '/addaproduct', handler: 'add-product', access: 'admin', tables: { users: ['GetItem'], tools: ['PutItem'], audit: ['PutItem'] } },
  {
    method: 'PATCH',
    path: '/product/{productId}',
    handler: 'edit-product',
    access: 'admin',
    tables: { users: ['GetItem'], tools: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
  },
  { method: 'GET', path: '/allproducts/', handler: 'list-all-products', access: 'admin', tables: { users: ['GetItem'], tools: ['Query'] } },
  {
    method: 'DELETE',
    path: '/deleteproduct/{email}/{productId}',
    handler: 'delete-product',
    access: 'admin',
    // Archives: the tool leaves the shop and keeps its orders (no DeleteItem).
    tables: { users: ['GetItem'], tools: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
  },
  {
    method: 'POST',
    path: '/restoreproduct/{productId}',
    handler: 'restore-product',
    access: 'admin',
    tables: { users: ['GetItem'], tools: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
  },
  { method: 'GET', path: '/ordersexport', handler: 'export-orders', access: 'admin', tables: { users: ['GetItem'], orders: ['Query'] } },
  { method: 'GET', path: '/salessummary', handler: 'sales-summary', access: 'admin', tables: { users: ['GetItem'], sales: ['Query'] } },
  { method: 'GET', path: '/auditlog', handler: 'list-audit-log', access: 'admin', tables: { users: ['GetItem'], audit: ['Query'] } },
  { method: 'GET', path: '/allreviews', handler: 'list-all-reviews', access: 'admin', tables: { users: ['GetItem'], reviews: ['Query'] } },
  {
    method: 'POST',
    path: '/hidereview/{reviewId}',
    handler: 'hide-review',
    access: 'admin',
    tables: { users: ['GetItem'], reviews: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'], audit: ['PutItem'] },
  },
  { method: 'GET', path: '/allusers', handler: 'list-all-users', access: 'admin', tables: { users: ['GetItem', 'Query'] } },
  { method: 'POST', path: '/makeadmin/{userId}', handler: 'make-admin', access: 'admin', tables: { users: ['GetItem', 'UpdateItem'], audit: ['PutItem'] } },
  // The site's crawler-ready pages (sitePage): the built index.html filled with the catalog's or a tool's tags, the sitemap, robots.txt.
  { method: 'GET', path: '/tools', handler: 'catalog-page', access: 'public', tables: { tools: ['Query'] }, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'GET', path: '/tools/{id}', handler: 'tool-page', access: 'public', tables: { tools: ['GetItem'] }, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'GET', path: '/sitemap.xml', handler: 'sitemap', access: 'public', tables: { tools: ['Query'] }, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'GET', path: '/robots.txt', handler: 'robots', access: 'public', tables: {}, publicCache: SITE_PAGE_CACHE, sitePage: true },
  { method: 'PUT', path: '/login/{email}', handler: 'login', access: 'public', tables: { users: ['UpdateItem'] }, integrations: ['firebase'] },
  { method: 'GET', path: '/admin/{email}', handler: 'get-role', access: 'user', tables: { users: ['GetItem', 'Query'] } },
] as const satisfies readonly RouteDefinition[];

export type HandlerName = (typeof routes)[number]['handler'];

/** What starts a function that is not behind a route. */
export type TriggerKind =
  /** Runs every `everyMinutes` (EventBridge in the cloud, a timer locally). */
  | { readonly kind: 'schedule'; readonly everyMinutes: number }
  /** Runs on the changes of a table's stream (a DynamoDB event source in the cloud, a stream poller locally). */
  | { readonly kind: 'table-stream'; readonly table: TableKey };

/** A function started by a schedule or a stream; granted exactly what it lists, like a route. */
export interface TriggerDefinition extends FunctionGrants {
  readonly handler: string;
  readonly trigger: TriggerKind;
}

export const triggers = [
  {
    handler: 'expire-unpaid-orders',
    trigger: { kind: 'schedule', everyMinutes: 1 },
    // Query: orders.byHoldExpiry; GetItem: a retry reads the order again; the cancel gives the units back and is audited,
    // and takes the order off its owner's count of unpaid orders.
    tables: { orders: ['GetItem', 'Query', 'UpdateItem'], tools: ['UpdateItem'], audit: ['PutItem'] },
    keyScoped: unpaidCounters('UpdateItem', 'ConditionCheckItem'),
    integrations: ['stripe'],
  },
  // The stream hands it each change (the event source grants the stream's read). emails: each email's
  // idempotency record, written before the send; orders: UpdateItem: an address refused for good is kept on the order.
  {
    handler: 'send-order-emails',
    trigger: { kind: 'table-stream', table: 'orders' },
    tables: { emails: ['PutItem', 'UpdateItem'], orders: ['UpdateItem'] },
    integrations: ['email'],
  },
  // Invoice and credit-note numbers: the sequence item and the order in one transaction per number (no gaps, no repeats).
  {
    handler: 'assign-document-numbers',
    trigger: { kind: 'table-stream', table: 'orders' },
    tables: { orders: ['UpdateItem'], sequences: ['GetItem', 'UpdateItem'] },
  },
  // The sales figures, from the orders stream: each order's steps counted once ('counted#' items), with the figures, in one transaction.
  {
    handler: 'project-sales',
    trigger: { kind: 'table-stream', table: 'orders' },
    tables: { sales: ['GetItem', 'UpdateItem'] },
  },
  // The tools' stream: a tool going under its low-stock threshold is listed in the sales figures and emailed to the admins, once per fall.
  { handler: 'watch-low-stock', trigger: { kind: 'table-stream', table: 'tools' }, tables: { sales: ['UpdateItem', 'DeleteItem'] }, integrations: ['email'] },
] as const satisfies readonly TriggerDefinition[];
export type AccessOf<H extends HandlerName> = Extract<(typeof routes)[number], { handler: H }>['access'];

export function findRouteByHandler(handler: string): RouteDefinition {
  const route = routes.find((r) => r.handler === handler);
  if (!route) throw new Error(`No route in the manifest uses handler '${handler}'`);
  return route;
}

/** The grants of any function, behind a route or started by a trigger. */
export function findFunctionByHandler(handler: string): FunctionGrants {
  const trigger = triggers.find((entry) => entry.handler === handler);
  return trigger ?? findRouteByHandler(handler);
}
