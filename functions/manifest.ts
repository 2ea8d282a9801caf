/** Every endpoint and trigger: the CDK stack makes one function per entry with exactly the grants it lists. */
import { accountsRoutes } from './accounts/routes.js';
import { adminRoutes, adminTriggers } from './admin/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { listsRoutes } from './lists/routes.js';
import { ordersRoutes, ordersTriggers } from './orders/routes.js';
import { receivablesRoutes, receivablesTriggers } from './receivables/routes.js';
import { quickOrderRoutes } from './quick-order/routes.js';
import { quotesRoutes } from './quotes/routes.js';
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
  ...listsRoutes,
  ...ordersRoutes,
  ...receivablesRoutes,
  ...quickOrderRoutes,
  ...quotesRoutes,
  ...reviewsRoutes,
  ...accountsRoutes,
  ...adminRoutes,
  ...siteRoutes,
] as const satisfies readonly RouteDefinition[];

export type HandlerName = (typeof routes)[number]['handler'];

export const triggers = [...ordersTriggers, ...receivablesTriggers, ...adminTriggers] as const satisfies readonly TriggerDefinition[];

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

export const handlerFile = (fn: FunctionName): string => `${fn.module}/handlers/${fn.handler}.ts`;

export const handlerSource = (fn: FunctionName): string => `functions/${handlerFile(fn)}`;
