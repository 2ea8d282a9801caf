/**
 * Matches a request to a manifest route the way API Gateway does: by method and path template
 * (`/purchase/{id}`), with URL-decoded path parameters. A missing or extra trailing slash is
 * tolerated, so `/allproducts` and `/allproducts/` both reach `GET /allproducts/`.
 */
import type { RouteDefinition } from '../../functions/manifest.js';

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string> | undefined;
}

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  parameterNames: string[];
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function compile(route: RouteDefinition): CompiledRoute {
  const parameterNames: string[] = [];
  const source = withoutTrailingSlash(route.path)
    .split('/')
    .map((segment) => {
      const parameter = segment.match(/^\{(\w+)\}$/);
      if (!parameter?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), parameterNames };
}

export type RouteLookup = (method: string, rawPath: string) => RouteMatch | 'no-route' | 'bad-path';

export function createRouteMatcher(routes: readonly RouteDefinition[]): RouteLookup {
  const compiled = routes.map(compile);
  return (method, rawPath) => {
    const path = withoutTrailingSlash(rawPath);
    for (const { route, pattern, parameterNames } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      if (parameterNames.length === 0) return { route, pathParameters: undefined };
      const pathParameters: Record<string, string> = {};
      try {
        parameterNames.forEach((name, i) => (pathParameters[name] = decodeURIComponent(match[i + 1] ?? '')));
      } catch {
        return 'bad-path';
      }
      return { route, pathParameters };
    }
    return 'no-route';
  };
}
