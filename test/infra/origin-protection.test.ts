import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers } from '../../functions/manifest.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin-header.js';
import { routePath } from '../../infra/constructs/http-api.js';
import { DEFAULT_ROUTE_THROTTLE, ROUTE_THROTTLES } from '../../infra/constructs/route-throttles.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, onlyResourceOfType, resourcesOfType, triggerFunctionFor } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

/** `{{resolve:secretsmanager:<secret>:SecretString:::}}`, as CloudFormation resolves it at deploy. */
const secretReference = (secretLogicalId: string) => ({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretLogicalId }, ':SecretString:::}}']] });

describe('only requests through CloudFront reach the API', () => {
  it('keeps the origin secret in a generated Secrets Manager secret', () => {
    const [, secret] = onlyResourceOfType(json, 'AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ ExcludePunctuation: true, PasswordLength: 48 });
  });

  it('has CloudFront send the secret as a custom origin header to the API origin, for every /api behavior', () => {
    const [secretId] = onlyResourceOfType(json, 'AWS::SecretsManager::Secret');
    const [, distribution] = onlyResourceOfType(json, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties.DistributionConfig;
    const apiOrigins = config.Origins.filter((origin: { CustomOriginConfig?: unknown }) => origin.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(1);
    expect(apiOrigins[0].OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: secretReference(secretId) }]);
    const apiBehaviors = config.CacheBehaviors.filter((behavior: { PathPattern: string }) => behavior.PathPattern.startsWith('/api'));
    expect(apiBehaviors.length).toBeGreaterThan(0);
    for (const behavior of apiBehaviors) expect(behavior.TargetOriginId).toBe(apiOrigins[0].Id);
  });

  it("gives every route's function the same secret to check, and no trigger function", () => {
    const [secretId] = onlyResourceOfType(json, 'AWS::SecretsManager::Secret');
    for (const route of routes) {
      expect(apiFunctionFor(json, route).properties.Environment.Variables.ORIGIN_VERIFY_SECRET, route.handler).toEqual(secretReference(secretId));
    }
    for (const trigger of triggers) expect(triggerFunctionFor(json, trigger).properties.Environment.Variables.ORIGIN_VERIFY_SECRET).toBeUndefined();
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
