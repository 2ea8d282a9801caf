/**
 * The shop's HTTP API: one route and one function per manifest entry, each function granted exactly
 * what its entry lists and bundled with its entry's options; the functions of the 'stripe'
 * integration share one Stripe SDK layer. The default stage throttles so a flood is answered with
 * 429s instead of running up Lambda and DynamoDB bills.
 *
 * No CORS: the browser calls the API on the shop's own origin (CloudFront's `/api/*`, see
 * web-hosting.ts), and the other callers (Stripe's webhook, scripts) are not browsers. It also keeps
 * the API free of any reference to the distribution, which refers to the API as its origin.
 *
 * API Gateway calls the functions as one role (the invoke role: every Lambda integration's
 * credentials), not through a resource-based permission on each function: an
 * AWS::Lambda::Permission per route made the app stack grow by 6 resources a route (now 4: the
 * function's role, the function, its integration and its route; the log group is its module's, see
 * function-log-groups.ts), near CloudFormation's limit. See invokeRoleFunctionArn for what the role may invoke.
 */
import { join } from 'node:path';
import { ArnFormat, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  HttpRouteIntegration,
  HttpStage,
  IntegrationCredentials,
  LogGroupLogDestination,
  PayloadFormatVersion,
  type CfnStage,
  type HttpRouteIntegrationConfig,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { handlerFile, type RouteDefinition } from '../../functions/manifest.js';
import { ApiFunction } from './api-function.js';
import type { FunctionLogGroups } from './function-log-groups.js';
import { timeoutFor } from './function-timeout.js';
import { memoryFor } from './function-memory.js';
import { esbuildOptionsFor, usesStripeSdkLayer } from './function-bundling.js';
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
  /** Each function logs to its module's group. */
  readonly logGroups: FunctionLogGroups;
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

/**
 * A Lambda proxy integration (payload 2.0) that API Gateway calls with `role`'s credentials
 * (CredentialsArn). Unlike HttpLambdaIntegration (which has no credentials option), it adds no
 * AWS::Lambda::Permission to the function: the role's policy is what lets API Gateway invoke it.
 */
export class HttpLambdaRoleIntegration extends HttpRouteIntegration {
  private readonly handler: IFunction;
  private readonly role: IRole;

  constructor(id: string, handler: IFunction, role: IRole) {
    super(id);
    this.handler = handler;
    this.role = role;
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      credentials: IntegrationCredentials.fromRole(this.role),
    };
  }
}

/**
 * Longest stack name for which the route functions' generated names keep the whole stack name
 * (CloudFormation names a function `<stack name>-<logical id>-<random suffix>`, at most 64
 * characters, shortening the parts when they are too long): the invoke role's resource relies on it.
 */
export const MAX_STACK_NAME_FOR_INVOKE_PREFIX = 32;

/**
 * What the invoke role may invoke: the functions whose name starts with `<stack name>-<prefix>`,
 * where `<prefix>` starts the logical id of every route function (the StorefrontApi construct's id:
 * `Api`; the trigger functions' ids start with `Triggers`, CDK's own with `Custom`; test/infra
 * checks that the route functions are exactly the functions of the stack with such a name).
 *
 * Not a list of the functions' ARNs: IAM caps a role's inline policies at 10,240 characters in all
 * (a managed policy at 6,144), and an ARN of a generated function name is up to 111 characters
 * (`arn:aws:lambda:us-east-1:<account>:function:` and 64), about 100 as the stack's functions are
 * named: at about 120 routes the list is over 12,000 characters, past the limit. The name prefix
 * is scoped to this stack and to its API functions, and stays one line however many routes come.
 */
export function invokeRoleFunctionArn(scope: Construct, logicalIdPrefix: string): string {
  const stack = Stack.of(scope);
  if (stack.stackName.length > MAX_STACK_NAME_FOR_INVOKE_PREFIX) {
    throw new Error(
      `Stack name ${stack.stackName} is longer than ${MAX_STACK_NAME_FOR_INVOKE_PREFIX} characters: CloudFormation may shorten it in the functions' generated names, and the API's invoke role (http-api.ts) names them by it`,
    );
  }
  return stack.formatArn({
    service: 'lambda',
    resource: 'function',
    resourceName: `${stack.stackName}-${logicalIdPrefix}*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}

export class StorefrontApi extends Construct {
  readonly httpApi: HttpApi;
  /** The role API Gateway assumes to invoke the route functions (every integration's credentials). */
  readonly invokeRole: Role;
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

    // Trusted by API Gateway on behalf of this API only (aws:SourceArn: its execute-api ARN; aws:SourceAccount: this account).
    const stack = Stack.of(this);
    const functionArn = invokeRoleFunctionArn(this, this.node.id.replace(/[^A-Za-z0-9]/g, ''));
    this.invokeRole = new Role(this, 'InvokeRole', {
      description: 'API Gateway invokes the route functions of this HTTP API as this role',
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com').withConditions({
        StringEquals: { 'aws:SourceAccount': stack.account },
        ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'execute-api', resource: this.httpApi.apiId, resourceName: '*' }) },
      }),
      inlinePolicies: {
        Invoke: new PolicyDocument({ statements: [new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [functionArn] })] }),
      },
    });
    Validations.of(this.invokeRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${functionArn.replace(/\$\{Token\[AWS\.(\w+)\.\d+\]\}/g, '<AWS::$1>')}]`,
      reason:
        "The route functions of this stack by their generated names' prefix (stack name, then the API construct's id): a list of their ARNs would pass IAM's policy size limit at about 120 routes (invokeRoleFunctionArn).",
    });

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
        esbuild: esbuildOptionsFor(route),
        layers: usesStripeSdkLayer(route) && this.stripeSdkLayer ? [this.stripeSdkLayer] : [],
        memorySize: memoryFor(route),
        timeout: timeoutFor(route),
        logGroup: props.logGroups.forModule(route.module),
      });
      const [httpRoute] = this.httpApi.addRoutes({
        path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaRoleIntegration(`${constructId}Integration`, apiFunction.function, this.invokeRole),
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
