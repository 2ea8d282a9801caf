/** Only public GET reads with `publicCache` may be kept by shared caches; errors and anything needing a token are no-store. */
import type { RouteDefinition } from './route-definitions.js';

export const NO_STORE = 'no-store';

export function cacheControlFor(route: Pick<RouteDefinition, 'method' | 'access' | 'publicCache'>, statusCode: number): string {
  const cache = route.publicCache;
  if (!cache || route.method !== 'GET' || route.access !== 'public' || statusCode < 200 || statusCode >= 300) return NO_STORE;
  return `public, max-age=${cache.maxAgeSeconds}, stale-while-revalidate=${cache.staleWhileRevalidateSeconds}`;
}
