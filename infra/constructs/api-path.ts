/**
 * The HTTP API on the site's own origin: the browser calls `/api/<route>`; CloudFront (the `/api/*`
 * behaviors of web-hosting.ts) and, locally, Vite's proxy (web/vite.config.ts) strip the prefix
 * (and a trailing slash) and pass the request on to the API, whose routes are the manifest's paths
 * (`/hometools`, ...).
 * No CDK imports here: the Vite config uses this module too.
 */
import type { RouteDefinition } from '../../functions/manifest.js';

export const API_PATH_PREFIX = '/api';

/**
 * The API route path of a request to the site's `/api`: the prefix stripped, and a trailing slash
 * too, since no HTTP API route can end in one but the contract's `GET /allproducts/` and
 * `PUT /userupdate/` do. `/api/hometools?limit=6` -> `/hometools?limit=6`; `/api/allproducts/` ->
 * `/allproducts`; `/api` -> `/`; a path outside /api is left as it is.
 */
export function apiRoutePath(url: string): string {
  if (url !== API_PATH_PREFIX && !url.startsWith(`${API_PATH_PREFIX}/`) && !url.startsWith(`${API_PATH_PREFIX}?`)) return url;
  const rest = url.slice(API_PATH_PREFIX.length);
  const queryStart = rest.indexOf('?');
  const path = queryStart === -1 ? rest : rest.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rest.slice(queryStart);
  const rooted = path.startsWith('/') ? path : `/${path}`;
  return `${rooted.length > 1 && rooted.endsWith('/') ? rooted.slice(0, -1) : rooted}${query}`;
}

/**
 * The CloudFront Function (viewer request, cloudfront-js-2.0) that does the same in the cloud. It
 * sees the path alone (the query string is a separate field and passes on untouched); its
 * behaviors only match `/api/...`, so the prefix is always there.
 */
export const API_ROUTE_PATH_FUNCTION_CODE = `
function handler(event) {
  var request = event.request;
  var path = request.uri.substring(${API_PATH_PREFIX.length});
  if (path.charAt(0) !== '/') path = '/' + path;
  if (path.length > 1 && path.charAt(path.length - 1) === '/') path = path.substring(0, path.length - 1);
  request.uri = path;
  return request;
}
`;

/** CloudFront path pattern of a route under /api: `/purchase/{id}` -> `/api/purchase/*`. */
export function edgePathPattern(route: Pick<RouteDefinition, 'path'>): string {
  const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
  const firstParameter = path.indexOf('{');
  return `${API_PATH_PREFIX}${firstParameter === -1 ? path : `${path.slice(0, firstParameter)}*`}`;
}

/**
 * The site's own pages served by the API (`sitePage` in the manifest: a tool's page, the sitemap,
 * robots.txt): CloudFront and Vite send these paths, at the site's root and unchanged, to the route.
 */
export const sitePageRoutes = <R extends Pick<RouteDefinition, 'path' | 'sitePage'>>(routes: readonly R[]): R[] => routes.filter((route) => route.sitePage);

/** CloudFront path pattern of a site page: `/tools/{id}` -> `/tools/*`, `/sitemap.xml` as it is. */
export function sitePathPattern(route: Pick<RouteDefinition, 'path'>): string {
  const firstParameter = route.path.indexOf('{');
  return firstParameter === -1 ? route.path : `${route.path.slice(0, firstParameter)}*`;
}

/** The same paths for Vite's proxy, as a RegExp source: `/tools/{id}` -> `^/tools/[^/?]+(\?|$)` (one segment, any query string). */
export function sitePathRegExpSource(route: Pick<RouteDefinition, 'path'>): string {
  const escaped = route.path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/?]+');
  return `^${escaped}(\\?|$)`;
}
