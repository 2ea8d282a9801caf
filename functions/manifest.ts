/**
 * The route manifest: every endpoint and trigger of the shop, joined from the modules' own lists
 * (functions/<module>/routes.ts). The CDK stack creates one function per entry with exactly the grants
 * it lists, and the local stack and the API docs follow the same list.
 * Adding an endpoint = one entry in its module's routes.ts + one file in its module's handlers/.
 */
import { accountsRoutes } from './accounts/routes.js';
import { adminRoutes, adminTriggers } from './admin/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { ordersRoutes, ordersTriggers } from './orders/routes.js';
import { reviewsRoutes } from './reviews/routes.js';
import { siteRoutes } from './site/routes.js';
import { tradeRoutes } from './trade/routes.js';

import type { FunctionGrants, ModuleName, RouteDefinition, TriggerDefinition } from './platform/route-definitions.js';

export type {
  Access,
  FunctionGrants,
  HttpMethod,
  Integration,
  ItemAction,
  KeyScopedGrant,
  KeyScopedGrants,
  ModuleName,
  PublicCache,
  RouteDefinition,
  TableAction,
  TableGrants,
  TriggerDefinition,
  TriggerKind,
} from './platform/route-definitions.js';
export { CATALOG_CACHE, PUBLIC_READ_CACHE, READ_ACTIONS, SITE_PAGE_CACHE, TABLE_ACTIONS } from './platform/route-definitions.js';

export const routes = [
  ...catalogRoutes,
  ...tradeRoutes,
  ...ordersRoutes,
  ...reviewsRoutes,
  ...accountsRoutes,
  ...adminRoutes,
  ...siteRoutes,
] as const satisfies readonly RouteDefinition[];

export type HandlerName = (typeof routes)[number]['handler'];

export const triggers = [...ordersTriggers, ...adminTriggers] as const satisfies readonly TriggerDefinition[];

export type AccessOf<H extends HandlerName> = Extract<(typeof routes)[number], { handler: H }>['access'];

export function findRouteByHandler(handler: string): RouteDefinition {
  const route = routes.find((r) => r.handler === handler);
  if (!route) throw new Error(`No route in the manifest uses handler '${handler}'`);
  return route;
}

/** The grants of any function, behind a route or started by a trigger. */
export function findFunctionByHandler(handler: string): FunctionGrants & { readonly handler: string; readonly module: ModuleName } {
  const trigger = triggers.find((entry) => entry.handler === handler);
  return trigger ?? findRouteByHandler(handler);
}

type FunctionName = { readonly module: ModuleName; readonly handler: string };

/** The handler file of a function inside functions/: <module>/handlers/<handler>.ts. */
export const handlerFile = (fn: FunctionName): string => `${fn.module}/handlers/${fn.handler}.ts`;

/** The same file from the repository's root. */
export const handlerSource = (fn: FunctionName): string => `functions/${handlerFile(fn)}`;
