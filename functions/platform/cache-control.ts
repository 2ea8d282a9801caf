/**
 * The one place an API answer gets its Cache-Control header. A route whose manifest entry has
 * `publicCache` (public GET reads) may be kept by shared caches for a few seconds, then served
 * stale while CloudFront fetches it again; its errors, and every answer of every other route
 * (anything a token was needed for, the login, the webhook), are `no-store`.
 */
import type { RouteDefinition } from './route-definitions.js';

export const NO_STORE = 'no-store';

export function cacheControlFor(route: Pick<RouteDefinition, 'method' | 'access' | 'publicCache'>, statusCode: number): string {
  const cache = route.publicCache;
  if (!cache || route.method !== 'GET' || route.access !== 'public' || statusCode < 200 || statusCode >= 300) return NO_STORE;
  return `public, max-age=${cache.maxAgeSeconds}, stale-while-revalidate=${cache.staleWhileRevalidateSeconds}`;
}
