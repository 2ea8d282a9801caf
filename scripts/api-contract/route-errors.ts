/** Every error a route can answer: its own (route-docs.ts) plus the ones its access level and inputs imply. */
import type { RouteDefinition } from '../../functions/manifest.js';
import type { RouteDoc } from './route-docs.js';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

export function routeErrors(route: RouteDefinition, doc: RouteDoc): [ErrorStatus, string][] {
  const own = doc.errors ?? {};
  const hasInput = Boolean(doc.params ?? doc.query ?? doc.body ?? doc.headers);
  const errors: Partial<Record<ErrorStatus, string>> = { ...own };
  if (hasInput && !own[400]) errors[400] = 'A field is missing or invalid; the message and `details` name it.';
  if (route.access !== 'public') errors[401] = 'No `auth` header, or its token is invalid or expired.';
  if (route.handler === 'login') errors[401] = 'No ID token in the `auth` header, or the token is invalid or expired.';
  if (route.access === 'admin') errors[403] = own[403] ?? 'The caller is not an admin.';
  if (doc.body) {
    errors[413] = 'The body is larger than 16 KB.';
    errors[415] = 'The body is not sent as `application/json`.';
  }
  errors[429] = 'Too many requests (the API is throttled); try again shortly.';
  errors[503] = own[503] ?? 'A dependency was busy or unreachable; safe to retry.';
  return (Object.entries(errors) as [string, string][])
    .map(([status, reason]): [ErrorStatus, string] => [Number(status) as ErrorStatus, reason])
    .sort(([a], [b]) => a - b);
}
