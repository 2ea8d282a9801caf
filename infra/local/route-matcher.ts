/**
 * Matches a request to a template route the way an HTTP API does: by method and path template
 * (`/purchase/{id}`), segment by segment, with URL-decoded path parameters. A path is matched as
 * written: `/allproducts/` does not reach `GET /allproducts`. A template with fewer parameters is
 * tried first, as API Gateway prefers the most specific route.
 */
import type { TemplateRoute } from './template-routes.js';

export interface RouteMatch {
  route: TemplateRoute;
  pathParameters: Record<string, string> | undefined;
}

interface CompiledRoute {
  route: TemplateRoute;
  pattern: RegExp;
  parameterNames: string[];
}

function compile(route: TemplateRoute): CompiledRoute {
  const parameterNames: string[] = [];
  const source = route.path
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

export function createRouteMatcher(routes: readonly TemplateRoute[]): RouteLookup {
  // As an HTTP API does, a path with fewer parameters wins: `/admin/trade-accounts` before `/admin/{email}`.
  const compiled = routes.map(compile).sort((a, b) => a.parameterNames.length - b.parameterNames.length);
  return (method, rawPath) => {
    for (const { route, pattern, parameterNames } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(rawPath);
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
