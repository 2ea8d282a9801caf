/** Routes of functions/manifest.ts named `METHOD /path`, so a test table keyed by them must list every route. */
import { routes } from '../../../functions/manifest.js';

type ManifestRoute = (typeof routes)[number];
export type RouteKey = ManifestRoute extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}` as RouteKey;
export const manifestRouteKeys = (): RouteKey[] => routes.map(routeKey);

/** The names of a path template's parameters, e.g. ['orderId', 'email'] for /myordercancel/{orderId}/{email}. */
export const pathParameterNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/** Fills a path template, URL-encoding each value. */
export const fillPath = (path: string, values: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''));
