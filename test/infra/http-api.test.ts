import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers, type RouteDefinition } from '../../functions/manifest.js';
import { tableDefinitions, tableKeys } from '../../functions/platform/table-definitions.js';
import { synthesizeStorefront, TEST_CONTEXT, TEST_STAGE, type TemplateJson } from './support/synthesize-storefront.js';
import {
  apiFunctionFor,
  apiFunctionsByRouteKey,
  describe as text,
  integrationsOf,
  onlyResourceOfType,
  resourcesOfType,
  routeKeyOf,
  triggerFunctionFor,
} from './support/template-queries.js';

let json: TemplateJson;

let cleanup = () => {};
afterAll(() => cleanup());

beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

const routeKeys = routes.map(routeKeyOf).sort();
/** The role API Gateway assumes to invoke the route functions: the one role trusted by apigateway.amazonaws.com. */
const onlyInvokeRole = () => {
  const trusted = resourcesOfType(json, 'AWS::IAM::Role').filter(([, role]) =>
    JSON.stringify(role.Properties?.AssumeRolePolicyDocument).includes('apigateway.amazonaws.com'),
  );
  expect(trusted).toHaveLength(1);
  const [roleId, role] = trusted[0]!;
  return [roleId, { ...role, Properties: role.Properties ?? {} }] as [string, { Properties: Record<string, any> }];
};
const CDK_PROVIDED_FUNCTIONS = [/^CustomCDKBucketDeployment/, /^CustomS3AutoDeleteObjectsCustomResourceProviderHandler/];

describe('the HTTP API', () => {
  it('has one function per manifest entry, each named by its route key, and besides them only the trigger functions', () => {
    expect([...apiFunctionsByRouteKey(json).keys()].sort()).toEqual(routeKeys);

    const apiFunctionIds = new Set([...apiFunctionsByRouteKey(json).values()].map((fn) => fn.logicalId));
    const others = resourcesOfType(json, 'AWS::Lambda::Function')
      .map(([logicalId]) => logicalId)
      .filter((logicalId) => !apiFunctionIds.has(logicalId));
    expect(others).toHaveLength(CDK_PROVIDED_FUNCTIONS.length + triggers.length);
    for (const trigger of triggers) expect(others).toContain(triggerFunctionFor(json, trigger).logicalId);
    for (const pattern of CDK_PROVIDED_FUNCTIONS) expect(others.filter((id) => pattern.test(id))).toHaveLength(1);
  });

  it('has one route per manifest entry, each sent to the function of that entry', () => {
    const integrationTarget = new Map(
      resourcesOfType(json, 'AWS::ApiGatewayV2::Integration').map(([id, integration]) => [
        id,
        (integration.Properties?.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
      ]),
    );
    const functionIdByRouteKey = new Map([...apiFunctionsByRouteKey(json)].map(([key, fn]) => [key, fn.logicalId]));

    const routeResources = resourcesOfType(json, 'AWS::ApiGatewayV2::Route');
    expect(routeResources.map(([, route]) => route.Properties?.RouteKey as string).sort()).toEqual(routeKeys);
    for (const [, route] of routeResources) {
      const integrationId = text(route.Properties?.Target).replace(/^integrations\/\$\{(.+)\}$/, '$1');
      expect(integrationTarget.get(integrationId)).toBe(functionIdByRouteKey.get(route.Properties?.RouteKey as string));
    }
  });

  it("has API Gateway invoke every route function as one invoke role (each integration's credentials), with no Lambda permission for any route function", () => {
    const [roleId] = onlyInvokeRole();
    const integrations = resourcesOfType(json, 'AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(routes.length);
    for (const [, integration] of integrations) {
      expect(integration.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        CredentialsArn: { 'Fn::GetAtt': [roleId, 'Arn'] },
      });
    }
    // What permissions are left are not API Gateway's: the scheduled trigger's (EventBridge) only.
    const permissions = resourcesOfType(json, 'AWS::Lambda::Permission').map(([, permission]) => permission.Properties as Record<string, any>);
    const apiFunctionIds = new Set([...apiFunctionsByRouteKey(json).values()].map((fn) => fn.logicalId));
    for (const permission of permissions) {
      expect(permission.Principal).not.toBe('apigateway.amazonaws.com');
      expect(apiFunctionIds.has((permission.FunctionName as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0])).toBe(false);
    }
  });

  it('trusts the invoke role to API Gateway only, on behalf of this API in this account', () => {
    const [, role] = onlyInvokeRole();
    const apiId = onlyResourceOfType(json, 'AWS::ApiGatewayV2::Api')[0];
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'apigateway.amazonaws.com' },
        Condition: {
          StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
          ArnLike: {
            'aws:SourceArn': {
              'Fn::Join': [
                '',
                ['arn:', { Ref: 'AWS::Partition' }, ':execute-api:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':', { Ref: apiId }, '/*'],
              ],
            },
          },
        },
      },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it("lets the invoke role invoke only this stack's route functions: the functions named <stack>-Api…, and they are exactly the route functions", () => {
    const [, role] = onlyInvokeRole();
    const statements = (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Record<string, any>[] } }>).flatMap(
      (policy) => policy.PolicyDocument.Statement,
    );
    const prefix = `Storefront-${TEST_STAGE}-Api`;
    expect(statements).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        Effect: 'Allow',
        Resource: {
          'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':lambda:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:function:${prefix}*`]],
        },
      },
    ]);
    // CloudFormation names a function <stack name>-<logical id>-<suffix>: the prefix picks the functions whose logical id starts with Api.
    const named = resourcesOfType(json, 'AWS::Lambda::Function')
      .map(([logicalId]) => logicalId)
      .filter((logicalId) => `Storefront-${TEST_STAGE}-${logicalId}`.startsWith(prefix))
      .sort();
    expect(named).toEqual([...apiFunctionsByRouteKey(json).values()].map((fn) => fn.logicalId).sort());
    // One line however many routes: a list of ARNs (about 110 characters each) would pass IAM's
    // 10,240 characters of inline policy per role at about 90 routes.
    expect(JSON.stringify(statements).length).toBeLessThan(1_000);
  });

  it("runs every route function on Node.js 24, ARM64, 1024 MB (a person waits for its cold start), 10 s (20 s for the payment routes), as an ES module logging to its module's log group (kept a month), without the init cost of run-time source maps", () => {
    const logGroups = new Map(resourcesOfType(json, 'AWS::Logs::LogGroup'));
    for (const route of routes) {
      const { properties } = apiFunctionFor(json, route);
      expect(properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 1024,
        Timeout: 'integrations' in route && (route.integrations as readonly string[]).includes('stripe') ? 20 : 10,
        Handler: 'index.handler',
      });
      expect(properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
      const logGroupId = (properties.LoggingConfig?.LogGroup as { Ref: string }).Ref;
      expect(logGroups.get(logGroupId)?.Properties?.RetentionInDays).toBe(30);
    }
  });

  it('tells each function the names of exactly the tables its manifest entry lists (with or without a key scope)', () => {
    for (const route of routes) {
      const variables = apiFunctionFor(json, route).properties.Environment.Variables as Record<string, unknown>;
      const listed = new Set([...Object.keys(route.tables), ...Object.keys((route as RouteDefinition).keyScoped ?? {})]);
      for (const table of tableKeys) {
        const value = variables[tableDefinitions[table].envVar];
        if (listed.has(table)) expect(value, `${routeKeyOf(route)} ${table}`).toEqual({ Ref: expect.stringMatching(/Table$/) });
        else expect(value, `${routeKeyOf(route)} ${table}`).toBeUndefined();
      }
    }
  });

  it("gives the token's private key only to the login, its public key to signed-in routes, the Stripe keys only to Stripe routes, and Firebase only to the login", () => {
    const parameterVariables = (route: (typeof routes)[number]) =>
      Object.entries(apiFunctionFor(json, route).properties.Environment.Variables as Record<string, unknown>)
        .filter(
          ([name]) =>
            (name.endsWith('_PARAMETER') && name !== 'ORIGIN_VERIFY_SECRET_PARAMETER') || name === 'FIREBASE_PROJECT_ID' || name === 'TOKEN_PUBLIC_KEYS',
        )
        .map(([name, value]) => `${name}=${String(value)}`)
        .sort();
    const byHandler = (handler: string) => routes.find((route) => route.handler === handler)!;

    expect(parameterVariables(byHandler('list-home-tools'))).toEqual([]);
    expect(parameterVariables(byHandler('create-order'))).toEqual([`TOKEN_PUBLIC_KEYS=${TEST_CONTEXT.tokenPublicKeys}`]);
    expect(parameterVariables(byHandler('login'))).toEqual([
      `FIREBASE_PROJECT_ID=${TEST_CONTEXT.firebaseProjectId}`,
      'TOKEN_PRIVATE_KEY_PARAMETER=/storefront/test/token-private-key',
    ]);
    expect(parameterVariables(byHandler('create-payment-intent'))).toEqual([
      'STRIPE_SECRET_KEY_PARAMETER=/storefront/test/stripe-secret-key',
      `TOKEN_PUBLIC_KEYS=${TEST_CONTEXT.tokenPublicKeys}`,
    ]);
    expect(parameterVariables(byHandler('stripe-webhook'))).toEqual([
      'STRIPE_SECRET_KEY_PARAMETER=/storefront/test/stripe-secret-key',
      'STRIPE_WEBHOOK_SECRET_PARAMETER=/storefront/test/stripe-webhook-secret',
    ]);
    for (const route of routes) {
      const names = parameterVariables(route).join(' ');
      expect(names.includes('STRIPE_'), routeKeyOf(route)).toBe(integrationsOf(route).includes('stripe'));
      expect(names.includes('TOKEN_PRIVATE_KEY'), routeKeyOf(route)).toBe(integrationsOf(route).includes('firebase'));
      expect(names.includes('TOKEN_PUBLIC_KEYS'), routeKeyOf(route)).toBe(route.access !== 'public');
    }
  });

  it("has no CORS configuration: the browser calls it on the shop's own origin, under /api", () => {
    const [, api] = onlyResourceOfType(json, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.CorsConfiguration).toBeUndefined();
    expect(JSON.stringify(api.Properties)).not.toMatch(/CloudFront|Distribution/);
  });

  it('throttles the default stage so a flood is answered with 429s, and logs every request', () => {
    const [, stage] = onlyResourceOfType(json, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    expect(stage.Properties.AccessLogSettings.Format).toContain('$context.status');
  });
});
