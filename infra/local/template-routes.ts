/**
 * The HTTP API of a synthesized template, as the local API server serves it: each
 * AWS::ApiGatewayV2::Route's RouteKey exactly as written (a path with a trailing slash is another
 * route), the function its integration targets and the integration's payload format, and the
 * API's CorsConfiguration.
 */
import { referencedLogicalId, resourcesOfType, type CfnTemplate, type Resolve } from './template-model.js';

export interface TemplateRoute {
  /** `GET /purchase/{id}` */
  routeKey: string;
  method: string;
  path: string;
  /** The logical id of the function the route's integration invokes. */
  functionLogicalId: string;
  payloadFormatVersion: string;
}

export interface CorsConfiguration {
  AllowOrigins?: string[];
  AllowMethods?: string[];
  AllowHeaders?: string[];
  ExposeHeaders?: string[];
  MaxAge?: number;
  AllowCredentials?: boolean;
}

export interface TemplateHttpApi {
  routes: TemplateRoute[];
  cors?: CorsConfiguration;
}

/** `integrations/<id>` as written in a route's Target (a Fn::Join around the integration's Ref). */
function integrationIdOf(target: unknown): string | undefined {
  const parts = (target as { 'Fn::Join'?: [string, unknown[]] } | undefined)?.['Fn::Join']?.[1] ?? [];
  return parts.map(referencedLogicalId).find((id) => id !== undefined);
}

export function templateHttpApi(template: CfnTemplate, resolve: Resolve): TemplateHttpApi {
  const apis = resourcesOfType(template, 'AWS::ApiGatewayV2::Api');
  if (apis.length !== 1) throw new Error(`Expected one HTTP API in the template, found ${apis.length}`);
  const cors = resolve(apis[0]?.[1].Properties?.CorsConfiguration) as CorsConfiguration | undefined;
  const routes = resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([logicalId, route]) => {
    const routeKey = String(route.Properties?.RouteKey);
    const integrationId = integrationIdOf(route.Properties?.Target);
    const integration = integrationId ? template.Resources[integrationId] : undefined;
    const functionLogicalId = referencedLogicalId(integration?.Properties?.IntegrationUri);
    if (!functionLogicalId) throw new Error(`Route ${logicalId} (${routeKey}) does not integrate a function of this template`);
    const [method = '', path = ''] = routeKey.split(' ');
    return {
      routeKey,
      method,
      path,
      functionLogicalId,
      payloadFormatVersion: String(integration?.Properties?.PayloadFormatVersion ?? '1.0'),
    };
  });
  return { routes, cors };
}
