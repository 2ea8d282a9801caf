/** Small readers over a synthesized template, so the tests can speak in routes, actions and ARNs. */
import type { RouteDefinition, TriggerDefinition } from '../../../functions/manifest.js';
import type { TemplateJson, TemplateResource } from './synthesize-storefront.js';

export interface PolicyStatement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

const ROUTE_KEY = /^(GET|PUT|POST|PATCH|DELETE) \//;

/** What API Gateway calls the route: `GET /hometools`; a trailing slash is dropped (`PUT /userupdate`). */
export function routeKeyOf(route: RouteDefinition): string {
  const path = route.path.length > 1 ? route.path.replace(/\/+$/, '') : route.path;
  return `${route.method} ${path}`;
}

export function resourcesOfType(json: TemplateJson, type: string): Array<[string, TemplateResource]> {
  return Object.entries(json.Resources).filter(([, resource]) => resource.Type === type);
}

/** The one resource of that type; fails when there is none or more than one. */
export function onlyResourceOfType(json: TemplateJson, type: string): [string, TemplateResource & { Properties: Record<string, any> }] {
  const found = resourcesOfType(json, type);
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  const [logicalId, resource] = found[0]!;
  return [logicalId, { ...resource, Properties: resource.Properties ?? {} }];
}

export const integrationsOf = (route: RouteDefinition) => route.integrations ?? [];

/** The API's functions, keyed by the route key each one's description names. */
export function apiFunctionsByRouteKey(json: TemplateJson): Map<string, { logicalId: string; properties: Record<string, any> }> {
  const result = new Map<string, { logicalId: string; properties: Record<string, any> }>();
  for (const [logicalId, resource] of resourcesOfType(json, 'AWS::Lambda::Function')) {
    const description: unknown = resource.Properties?.Description;
    if (typeof description === 'string' && ROUTE_KEY.test(description)) {
      result.set(description, { logicalId, properties: resource.Properties ?? {} });
    }
  }
  return result;
}

export function apiFunctionFor(json: TemplateJson, route: RouteDefinition): { logicalId: string; properties: Record<string, any> } {
  const found = apiFunctionsByRouteKey(json).get(routeKeyOf(route));
  if (!found) throw new Error(`No function for ${routeKeyOf(route)}`);
  return found;
}

/** The function of a manifest trigger, found by its description (`<handler> (<kind>)`). */
export function triggerFunctionFor(json: TemplateJson, trigger: TriggerDefinition): { logicalId: string; properties: Record<string, any> } {
  const description = `${trigger.handler} (${trigger.trigger.kind})`;
  const found = resourcesOfType(json, 'AWS::Lambda::Function').find(([, resource]) => resource.Properties?.Description === description);
  if (!found) throw new Error(`No function for the trigger ${trigger.handler}`);
  return { logicalId: found[0], properties: found[1].Properties ?? {} };
}

/** Every statement of every policy attached to the function's role (inline and managed). */
export function policyStatementsOf(json: TemplateJson, functionLogicalId: string): PolicyStatement[] {
  const fn = json.Resources[functionLogicalId];
  const roleId = (fn?.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
  if (!roleId) throw new Error(`${functionLogicalId} has no role of this stack`);
  const role = json.Resources[roleId];
  const statements: PolicyStatement[] = [];
  for (const policy of (role?.Properties?.Policies ?? []) as Array<{ PolicyDocument: { Statement: PolicyStatement[] } }>) {
    statements.push(...policy.PolicyDocument.Statement);
  }
  for (const [, policy] of resourcesOfType(json, 'AWS::IAM::Policy')) {
    const roles = (policy.Properties?.Roles ?? []) as Array<{ Ref?: string }>;
    if (roles.some((ref) => ref.Ref === roleId)) statements.push(...(policy.Properties?.PolicyDocument.Statement as PolicyStatement[]));
  }
  if ((role?.Properties?.ManagedPolicyArns ?? []).length > 0) throw new Error(`${roleId} has managed policies`);
  return statements;
}

/** Every statement of every identity policy of the template: the roles' inline policies and the AWS::IAM::Policy resources. */
export function everyPolicyStatement(json: TemplateJson): PolicyStatement[] {
  return [
    ...resourcesOfType(json, 'AWS::IAM::Role').flatMap(([, role]) =>
      ((role.Properties?.Policies ?? []) as Array<{ PolicyDocument: { Statement: PolicyStatement[] } }>).flatMap((policy) => policy.PolicyDocument.Statement),
    ),
    ...resourcesOfType(json, 'AWS::IAM::Policy').flatMap(([, policy]) => policy.Properties?.PolicyDocument.Statement as PolicyStatement[]),
  ];
}

export const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

export function actionsOf(statements: readonly PolicyStatement[]): string[] {
  return [...new Set(statements.flatMap((statement) => asArray(statement.Action)))].sort();
}

/** The resources the statements allow `action` on, written readably (see describe). */
export function resourcesAllowing(statements: readonly PolicyStatement[], action: string): string[] {
  return statements
    .filter((statement) => statement.Effect === 'Allow' && asArray(statement.Action).includes(action))
    .flatMap((statement) => asArray(statement.Resource).map(describe))
    .sort();
}

/** `{Fn::GetAtt: [ToolsTable, Arn]}` -> `ToolsTable.Arn`; `{Ref: AWS::Region}` -> `${AWS::Region}`; joins concatenated. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const object = value as Record<string, any>;
    if (object['Fn::GetAtt']) return (object['Fn::GetAtt'] as string[]).join('.');
    if (object.Ref) return `\${${object.Ref as string}}`;
    if (object['Fn::Join']) {
      const [separator, parts] = object['Fn::Join'] as [string, unknown[]];
      return parts.map(describe).join(separator);
    }
  }
  return JSON.stringify(value);
}
