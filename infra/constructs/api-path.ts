/**
 * The HTTP API on the site's own origin: the browser calls `/api/<route>`; CloudFront (the `/api/*`
 * behaviors of web-hosting.ts) and, locally, Vite's proxy (web/vite.config.ts) strip the prefix
 * and pass the request on to the API, whose routes are the manifest's paths (`/hometools`, ...).
 * No CDK imports here: the Vite config uses this module too.
 */
import type { RouteDefinition } from '../../functions/manifest.js';

export const API_PATH_PREFIX = '/api';

/** `/api/hometools?limit=6` -> `/hometools?limit=6`; `/api` -> `/`; a path outside /api is left as it is. */
export function stripApiPrefix(url: string): string {
  if (url !== API_PATH_PREFIX && !url.startsWith(`${API_PATH_PREFIX}/`) && !url.startsWith(`${API_PATH_PREFIX}?`)) return url;
  const rest = url.slice(API_PATH_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The CloudFront Function (viewer request, cloudfront-js-2.0) that does the same in the cloud. It
 * sees the path alone (the query string is a separate field and passes on untouched); its
 * behaviors only match `/api/...`, so the prefix is always there.
 */
export const STRIP_API_PREFIX_FUNCTION_CODE = `
function handler(event) {
  var request = event.request;
  var rest = request.uri.substring(${API_PATH_PREFIX.length});
  request.uri = rest.charAt(0) === '/' ? rest : '/' + rest;
  return request;
}
`;

/** CloudFront path pattern of a route under /api: `/purchase/{id}` -> `/api/purchase/*`. */
export function edgePathPattern(route: Pick<RouteDefinition, 'path'>): string {
  const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
  const firstParameter = path.indexOf('{');
  return `${API_PATH_PREFIX}${firstParameter === -1 ? path : `${path.slice(0, firstParameter)}*`}`;
}
