/** What a route or trigger declares is exactly what its function's role is granted. */
import type { TableKey } from './table-names.js';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
/** public: no token; user: a valid app token; admin: a valid app token whose user has role 'admin'. */
export type Access = 'public' | 'user' | 'admin';
export type Integration = 'firebase' | 'stripe' | 'email' | 'invoices';
export type ModuleName = 'accounts' | 'catalog' | 'trade' | 'lists' | 'orders' | 'receivables' | 'quick-order' | 'quotes' | 'reviews' | 'admin' | 'site';

/** No Scan and no batch writes: every path is a GetItem (one or a batch of them), a Query on an index, or a write. */
export const TABLE_ACTIONS = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];
export const READ_ACTIONS: readonly TableAction[] = ['GetItem', 'BatchGetItem', 'Query'];
export type TableGrants = Readonly<Partial<Record<TableKey, readonly TableAction[]>>>;
/** The actions on one item, which IAM can limit to items by their partition key (a Query is not one). */
export type ItemAction = Exclude<TableAction, 'Query'>;
/** Actions allowed only on a table's items whose partition key starts with `prefix` (IAM's `dynamodb:LeadingKeys`). */
export interface KeyScopedGrant {
  readonly prefix: string;
  readonly actions: readonly ItemAction[];
}
export type KeyScopedGrants = Readonly<Partial<Record<TableKey, KeyScopedGrant>>>;

/** What a function may touch; its role is granted exactly this. */
export interface FunctionGrants {
  /** Routes only: who may call it. Triggers are started by AWS itself and have none. */
  readonly access?: Access;
  readonly tables: TableGrants;
  /** Per table, actions granted on the items whose partition key starts with a prefix only (none of them also in `tables`). */
  readonly keyScoped?: KeyScopedGrants;
  /**
   * Per table, the only attributes its UpdateItem may name (IAM's dynamodb:Attributes, with
   * ReturnValues that answer no other attribute): for a table whose UpdateItem is in `tables`.
   */
  readonly updatableAttributes?: Readonly<Partial<Record<TableKey, readonly string[]>>>;
  readonly integrations?: readonly Integration[];
}

/** Seconds an answer is fresh (`max-age`), then how long a stale copy may still be served while it is fetched again. */
export interface PublicCache {
  readonly maxAgeSeconds: number;
  readonly staleWhileRevalidateSeconds: number;
}

export interface RouteEntry extends FunctionGrants {
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. /purchase/{id} */
  readonly path: string;
  /** File name (without extension) under functions/<module>/handlers/ */
  readonly handler: string;
  readonly access: Access;
  /** Public GET routes only. */
  readonly publicCache?: PublicCache;
  /** Cached reads: the edge keys on and the handler sees only these, so `?x=<random>` neither misses the cache nor changes the answer. */
  readonly queryParams?: readonly string[];
  /** A page of the site itself: CloudFront (and Vite locally) sends the path at the site's root to it. */
  readonly sitePage?: true;
}

export interface RouteDefinition extends RouteEntry {
  readonly module: ModuleName;
}

export type TriggerKind =
  /** Runs every `everyMinutes` (EventBridge in the cloud, a timer locally). */
  | { readonly kind: 'schedule'; readonly everyMinutes: number }
  /** Runs on the changes of a table's stream (a DynamoDB event source in the cloud, a stream poller locally). */
  | { readonly kind: 'table-stream'; readonly table: TableKey };

export interface TriggerEntry extends FunctionGrants {
  readonly handler: string;
  readonly trigger: TriggerKind;
}

export interface TriggerDefinition extends TriggerEntry {
  readonly module: ModuleName;
}

export const PAGE_QUERY_PARAMS = ['cursor', 'limit'] as const;

/** The shop's public reads: a few seconds behind at worst, and the edge answers while it refreshes. */
export const PUBLIC_READ_CACHE = { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 30 } as const satisfies PublicCache;

/** Crawler-ready pages: the catalog's and a tool's page, the sitemap, robots.txt. */
export const SITE_PAGE_CACHE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 60 } as const satisfies PublicCache;

/** The whole catalog costs more as the shop grows, so the edge keeps it longer: each edge asks at most once in `maxAgeSeconds`. */
export const CATALOG_CACHE = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 30 } as const satisfies PublicCache;

type WithModule<M extends ModuleName, E> = { readonly [K in keyof E]: E[K] } & { readonly module: M };

/** A module's routes, each marked with the module whose handlers/ folder holds its handler. */
export function moduleRoutes<const M extends ModuleName, const R extends readonly RouteEntry[]>(
  module: M,
  entries: R,
): { readonly [I in keyof R]: WithModule<M, R[I]> } {
  return entries.map((entry) => ({ ...entry, module })) as { readonly [I in keyof R]: WithModule<M, R[I]> };
}

export function moduleTriggers<const M extends ModuleName, const T extends readonly TriggerEntry[]>(
  module: M,
  entries: T,
): { readonly [I in keyof T]: WithModule<M, T[I]> } {
  return entries.map((entry) => ({ ...entry, module })) as { readonly [I in keyof T]: WithModule<M, T[I]> };
}

/** One route of a module's list, by its handler's name, with its literal type (its access level above all). */
export function routeOf<const R extends readonly RouteDefinition[], const H extends R[number]['handler']>(
  routes: R,
  handler: H,
): Extract<R[number], { handler: H }> {
  const route = routes.find((entry) => entry.handler === handler);
  if (!route) throw new Error(`No route uses handler '${handler}'`);
  return route as Extract<R[number], { handler: H }>;
}
