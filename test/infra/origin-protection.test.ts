import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers } from '../../functions/manifest.js';
import { ORIGIN_SECRET_GENERATION_HEADER, ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin-header.js';
import { routePath } from '../../infra/constructs/http-api.js';
import { DEFAULT_ROUTE_THROTTLE, ROUTE_THROTTLES } from '../../infra/constructs/route-throttles.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import {
  apiFunctionFor,
  everyPolicyStatement,
  onlyResourceOfType,
  policyStatementsOf,
  resourcesOfType,
  triggerFunctionFor,
} from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

/** `{{resolve:secretsmanager:<secret>:SecretString:current::}}`, as CloudFormation resolves it when it updates the distribution. */
const currentReference = (secretLogicalId: string) => ({
  'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretLogicalId }, ':SecretString:current::}}']],
});
const REFERENCE_PARAMETER = '/aws/reference/secretsmanager/storefront/test/origin-verify';

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
/** The statements of a function's role: its inline policy and any AWS::IAM::Policy attached to it. */
const statementsOfFunction = (functionLogicalId: string): Statement[] => policyStatementsOf(json, functionLogicalId) as Statement[];
const actionsOf = (statement: Statement) => [statement.Action].flat();

describe('only requests through CloudFront reach the API', () => {
  it('keeps the origin secret in a generated Secrets Manager secret: JSON with a current value and an empty previous one', () => {
    const [, secret] = onlyResourceOfType(json, 'AWS::SecretsManager::Secret');
    expect(secret.Properties.Name).toBe('storefront/test/origin-verify');
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      ExcludePunctuation: true,
      PasswordLength: 48,
      GenerateStringKey: 'current',
      SecretStringTemplate: JSON.stringify({ previous: '' }),
    });
  });

  it('has CloudFront send the secret as a custom origin header to the API origin, for every /api behavior', () => {
    const [secretId] = onlyResourceOfType(json, 'AWS::SecretsManager::Secret');
    const [, distribution] = onlyResourceOfType(json, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    const apiOrigins = config.Origins.filter((origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(1);
    // The current value, and the rotation's generation: changing that updates the distribution, so the value is read again.
    expect(apiOrigins[0].OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: currentReference(secretId) },
      { HeaderName: ORIGIN_SECRET_GENERATION_HEADER, HeaderValue: '1' },
    ]);
    const apiBehaviors = config.CacheBehaviors.filter((behavior: { PathPattern: string }) => behavior.PathPattern.startsWith('/api'));
    expect(apiBehaviors.length).toBeGreaterThan(0);
    for (const behavior of apiBehaviors) expect(behavior.TargetOriginId).toBe(apiOrigins[0].Id);
  });

  it("never puts the secret's value in a function's environment: every route's function reads it at run time, and no trigger function can", () => {
    const [secretId] = onlyResourceOfType(json, 'AWS::SecretsManager::Secret');
    for (const route of routes) {
      const fn = apiFunctionFor(json, route);
      const variables = fn.properties.Environment.Variables;
      expect(variables.ORIGIN_VERIFY_SECRET, route.handler).toBeUndefined();
      expect(variables.ORIGIN_VERIFY_SECRET_PARAMETER, route.handler).toBe(REFERENCE_PARAMETER);
      expect(JSON.stringify(variables)).not.toContain('resolve:secretsmanager');
      const statements = statementsOfFunction(fn.logicalId);
      const read = statements.find((statement) => actionsOf(statement).includes('secretsmanager:GetSecretValue'));
      expect(read, route.handler).toMatchObject({ Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId } });
      const reference = statements.find((statement) => JSON.stringify(statement.Resource).includes(`parameter${REFERENCE_PARAMETER}`));
      expect(reference && actionsOf(reference), route.handler).toEqual(['ssm:GetParameter']);
    }
    for (const trigger of triggers) {
      const fn = triggerFunctionFor(json, trigger);
      expect(fn.properties.Environment.Variables.ORIGIN_VERIFY_SECRET_PARAMETER).toBeUndefined();
      const statements = statementsOfFunction(fn.logicalId);
      expect(statements.flatMap(actionsOf), trigger.handler).not.toContain('secretsmanager:GetSecretValue');
    }
  });

  it("lets no role change or delete the origin secret: a rotation is an operator's PutSecretValue", () => {
    const actions = (everyPolicyStatement(json) as Statement[]).flatMap(actionsOf);
    expect(actions.filter((action) => action.startsWith('secretsmanager:') && action !== 'secretsmanager:GetSecretValue')).toEqual([]);
  });
});

describe('per-route throttles on the API stage', () => {
  it('gives every route its own throttle: stricter on login, ordering and payment intents, and the webhook a share of its own', () => {
    const [, stage] = onlyResourceOfType(json, 'AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties.RouteSettings as Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;
    expect(Object.keys(settings).sort()).toEqual(routes.map((route) => `${route.method} ${routePath(route.path)}`).sort());
    for (const route of routes) {
      const expected = ROUTE_THROTTLES[route.handler] ?? DEFAULT_ROUTE_THROTTLE;
      expect(settings[`${route.method} ${routePath(route.path)}`], route.handler).toEqual({
        ThrottlingRateLimit: expected.rateLimit,
        ThrottlingBurstLimit: expected.burstLimit,
      });
    }
    expect(settings['PUT /login/{email}']!.ThrottlingRateLimit).toBeLessThan(DEFAULT_ROUTE_THROTTLE.rateLimit);
    expect(settings['PUT /purchase/{id}']!.ThrottlingRateLimit).toBeLessThan(DEFAULT_ROUTE_THROTTLE.rateLimit);
    expect(settings['POST /create-payment-intent']!.ThrottlingRateLimit).toBeLessThan(DEFAULT_ROUTE_THROTTLE.rateLimit);
    expect(settings['POST /stripe-webhook']).toBeDefined();
  });

  it('creates the routes before the stage that names them', () => {
    const [stageId, stage] = onlyResourceOfType(json, 'AWS::ApiGatewayV2::Stage');
    const routeIds = resourcesOfType(json, 'AWS::ApiGatewayV2::Route').map(([id]) => id);
    expect(stageId).toBeTruthy();
    expect([...((stage as { DependsOn?: string[] }).DependsOn ?? [])].sort()).toEqual(expect.arrayContaining(routeIds.sort()));
  });
});
