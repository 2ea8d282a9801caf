/**
 * The shop's HTTP API: one route and one function per manifest entry, each function granted exactly
 * what its entry lists and bundled with its entry's options; the functions of the 'stripe'
 * integration share one Stripe SDK layer. The default stage throttles so a flood is answered with
 * 429s instead of running up Lambda and DynamoDB bills.
 *
 * No CORS: the browser calls the API on the shop's own origin (CloudFront's `/api/*`, see
 * web-hosting.ts), and the other callers (Stripe's webhook, scripts) are not browsers. It also keeps
 * the API free of any reference to the distribution, which refers to the API as its origin.
 */
import { join } from 'node:path';
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type CfnStage, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { handlerFile, type RouteDefinition } from '../../functions/manifest.js';
import { ApiFunction } from './api-function.js';
import { timeoutFor } from './function-timeout.js';
import { memoryFor } from './function-memory.js';
import { bundlingFor, usesStripeSdkLayer } from './function-bundling.js';
import { routeEnvironment, routePolicyStatements, type RouteAccessContext } from './route-access.js';
import { throttleOf } from './route-throttles.js';
import { StripeSdkLayer } from './stripe-sdk-layer.js';

export interface StorefrontApiProps extends RouteAccessContext {
  readonly routes: readonly RouteDefinition[];
  /** The functions/ folder: each route's function is built from `<functionsDir>/<module>/handlers/<handler>.ts`. */
  readonly functionsDir: string;
  /** The stage's default for a route without route settings of its own. */
  readonly throttle: Required<ThrottleSettings>;
  /**
   * The secret CloudFront sends in the origin header (functions/platform/origin-check.ts): every
   * route's function reads it at run time through SSM's Secrets Manager reference `parameterName`.
   */
  readonly originVerify: { readonly secret: ISecret; readonly parameterName: string };
}

/**
 * API Gateway route paths cannot end with '/': `PUT /userupdate/` becomes `PUT /userupdate`, and
 * clients must call it without the slash (an HTTP API does not match one form to the other).
 */
export function routePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Reading the origin secret through SSM (GetParameter on `/aws/reference/secretsmanager/<name>`)
 * takes both grants: SSM's on the reference, and Secrets Manager's on the secret itself.
 */
export function originSecretStatements(scope: Construct, originVerify: StorefrontApiProps['originVerify']): PolicyStatement[] {
  return [
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: [Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: originVerify.parameterName.replace(/^\//, '') })],
    }),
    new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [originVerify.secret.secretArn] }),
  ];
}

/** `list-home-tools` -> `ListHomeTools` */
export const constructIdOf = (handler: string): string => handler.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

export class StorefrontApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Base URL of the API, without a trailing slash. */
  readonly url: string;
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** Shared by the functions of the 'stripe' integration; absent when no route has it. */
  readonly stripeSdkLayer?: StripeSdkLayer;

  constructor(scope: Construct, id: string, props: StorefrontApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${Stack.of(this).stackName}-api`,
      description: 'Storefront API: one Lambda function per route',
      createDefaultStage: false,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY })),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            requestTime: '$context.requestTime',
            sourceIp: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    this.url = this.httpApi.apiEndpoint;

    const accessContext: RouteAccessContext = props;
    if (props.routes.some(usesStripeSdkLayer)) this.stripeSdkLayer = new StripeSdkLayer(this, 'StripeSdkLayer');
    const functions = new Map<string, ApiFunction>();
    // CloudFormation's RouteSettings: a map by route key (CDK passes a map property on without renaming its fields).
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes) {
      const constructId = constructIdOf(route.handler);
      const path = routePath(route.path);
      const apiFunction = new ApiFunction(this, constructId, {
        entry: join(props.functionsDir, handlerFile(route)),
        description: `${route.method} ${path}`,
        serviceName: route.handler,
        environment: { ...routeEnvironment(route, accessContext), ORIGIN_VERIFY_SECRET_PARAMETER: props.originVerify.parameterName },
        policyStatements: [...routePolicyStatements(this, route, accessContext), ...originSecretStatements(this, props.originVerify)],
        bundling: bundlingFor(route),
        layers: usesStripeSdkLayer(route) && this.stripeSdkLayer ? [this.stripeSdkLayer] : [],
        memorySize: memoryFor(route),
        timeout: timeoutFor(route),
      });
      const [httpRoute] = this.httpApi.addRoutes({
        path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${constructId}Integration`, apiFunction.function),
      });
      // Route settings name routes that must exist first.
      if (httpRoute) this.stage.node.addDependency(httpRoute);
      const { rateLimit, burstLimit } = throttleOf(route);
      routeSettings[`${route.method} ${path}`] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
      functions.set(route.handler, apiFunction);
    }
    this.functions = functions;
    (this.stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization happens in each function, as its manifest entry says: the app token (EdDSA, which API Gateway JWT authorizers cannot verify: they take RS256 keys from a JWKS URL), the admin role read from the users table, or the Stripe webhook signature.',
    });
  }
}
