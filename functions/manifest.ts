/**
 * The route manifest: the one list of every endpoint.
 * The CDK stack creates one Lambda function and one API route per entry, granting it exactly the
 * table access listed here; the local API server serves the same entries with the same handlers.
 * Adding an endpoint = one entry here + one file functions/handlers/<handler>.ts.
 */
import type { TableKey } from './shared/table-definitions.js';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
/** public: no token; user: a valid app token; admin: a valid app token whose user has role 'admin'. */
export type Access = 'public' | 'user' | 'admin';
/** Outside services a function needs configuration for. */
export type Integration = 'firebase' | 'stripe' | 'email';

/** What a function may touch: the tables it reads and writes and the outside services it calls. */
export interface FunctionGrants {
  /** Routes only: who may call it. Triggers are started by AWS itself and have none. */
  readonly access?: Access;
  readonly reads: readonly TableKey[];
  readonly writes: readonly TableKey[];
  readonly integrations?: readonly Integration[];
}

export interface RouteDefinition extends FunctionGrants {
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. /purchase/{id} */
  readonly path: string;
  /** File name (without extension) under functions/handlers/ */
  readonly handler: string;
  readonly access: Access;
  readonly reads: readonly TableKey[];
  readonly writes: readonly TableKey[];
  readonly integrations?: readonly Integration[];
}

export const routes = [
  { method: 'GET', path: '/hometools', handler: 'list-home-tools', access: 'public', reads: ['tools'], writes: [] },
  { method: 'GET', path: '/homereviews', handler: 'list-home-reviews', access: 'public', reads: ['reviews'], writes: [] },
  { method: 'GET', path: '/purchase/{id}', handler: 'get-tool', access: 'public', reads: ['tools'], writes: [] },
  { method: 'PUT', path: '/purchase/{id}', handler: 'create-order', access: 'user', reads: ['tools'], writes: ['orders', 'tools'] },
  { method: 'GET', path: '/myorder/{email}', handler: 'list-my-orders', access: 'user', reads: ['orders'], writes: [] },
  {
    method: 'DELETE',
    path: '/myordercancel/{orderId}/{email}',
    handler: 'cancel-order',
    access: 'user',
    reads: ['orders', 'users'],
    writes: ['orders', 'tools'],
    integrations: ['stripe'],
  },
  { method: 'GET', path: '/pay/{orderId}', handler: 'get-order-for-payment', access: 'user', reads: ['orders', 'users'], writes: [] },
  {
    method: 'POST',
    path: '/create-payment-intent',
    handler: 'create-payment-intent',
    access: 'user',
    reads: ['orders'],
    writes: ['orders'],
    integrations: ['stripe'],
  },
  { method: 'PATCH', path: '/pay/{orderId}', handler: 'confirm-payment', access: 'user', reads: ['orders'], writes: ['orders'], integrations: ['stripe'] },
  {
    method: 'POST',
    path: '/stripe-webhook',
    handler: 'stripe-webhook',
    access: 'public',
    reads: ['orders'],
    writes: ['orders', 'tools'],
    integrations: ['stripe'],
  },
  { method: 'POST', path: '/addareview', handler: 'add-review', access: 'user', reads: [], writes: ['reviews'] },
  { method: 'GET', path: '/userupdate/{email}', handler: 'get-profile', access: 'user', reads: ['users'], writes: [] },
  { method: 'PUT', path: '/userupdate/', handler: 'update-profile', access: 'user', reads: [], writes: ['users'] },
  { method: 'GET', path: '/allorders/{email}', handler: 'list-all-orders', access: 'admin', reads: ['users', 'orders'], writes: [] },
  { method: 'POST', path: '/delivered/{orderId}', handler: 'mark-delivered', access: 'admin', reads: ['users'], writes: ['orders'] },
  {
    method: 'POST',
    path: '/refund/{orderId}',
    handler: 'refund-order',
    access: 'admin',
    reads: ['users', 'orders'],
    writes: ['orders', 'tools'],
    integrations: ['stripe'],
  },
  { method: 'POST', path: '/addaproduct', handler: 'add-product', access: 'admin', reads: ['users'], writes: ['tools'] },
  { method: 'GET', path: '/allproducts/', handler: 'list-all-products', access: 'admin', reads: ['users', 'tools'], writes: [] },
  {
    method: 'DELETE',
    path: '/deleteproduct/{email}/{productId}',
    handler: 'delete-product',
    access: 'admin',
    reads: ['users'],
    writes: ['tools'],
  },
  { method: 'GET', path: '/allusers', handler: 'list-all-users', access: 'admin', reads: ['users'], writes: [] },
  { method: 'POST', path: '/makeadmin/{userId}', handler: 'make-admin', access: 'admin', reads: ['users'], writes: ['users'] },
  { method: 'PUT', path: '/login/{email}', handler: 'login', access: 'public', reads: [], writes: ['users'], integrations: ['firebase'] },
  { method: 'GET', path: '/admin/{email}', handler: 'get-role', access: 'user', reads: ['users'], writes: [] },
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
    reads: ['orders'],
    writes: ['orders', 'tools'],
    integrations: ['stripe'],
  },
  { handler: 'send-order-emails', trigger: { kind: 'table-stream', table: 'orders' }, reads: [], writes: [], integrations: ['email'] },
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
