/**
 * One Lambda function behind the HTTP API, with the project's defaults in one place: the runtime
 * of function-runtime.ts, started through the runtime wrapper (runtime-wrapper-layer.ts); bundled
 * by esbuild into a minified ES module and its lazily loaded chunks, with source maps (with the
 * caller's per-route options: function-bundling.ts, function-code.ts); the layers it is given; the log group it is given (its module's, shared
 * with the module's other functions: function-log-groups.ts), through Lambda's logging configuration;
 * and its own role that may write only to that log group until the caller grants more.
 *
 * The role carries all its statements in one inline policy (FunctionRole): no AWS::IAM::Policy
 * resource beside it, so a function costs the stack one resource less (the stack keeps its headroom
 * under CloudFormation's 500 as routes are added), and every later grant (an event source's stream
 * read, its failure queue's send) lands in the same inline policy.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyDocument, Role, ServicePrincipal, type AddToPrincipalPolicyResult, type PolicyStatement, type RoleProps } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction, type CfnFunction, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FUNCTION_ENTRY_NAME, FUNCTION_NODE_FLAGS, type FunctionEsbuildOptions } from './function-bundling.js';
import { bundledFunctionCode } from './function-code.js';
import { API_FUNCTION_ARCHITECTURE, API_FUNCTION_RUNTIME } from './function-runtime.js';
import { RUNTIME_WRAPPER_PATH, RuntimeWrapperLayer } from './runtime-wrapper-layer.js';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Template metadata naming a function's TypeScript entry (relative to the project), for the local runner's source mode. */
export const SOURCE_ENTRY_METADATA = 'Storefront::SourceEntry';

export interface ApiFunctionProps {
  /** Absolute path of the handler's TypeScript file; it exports `handler`. */
  readonly entry: string;
  /** Shown in the console, e.g. the route key `GET /hometools`. */
  readonly description: string;
  /** The handler's name: the service its logs and metrics are under. */
  readonly serviceName: string;
  readonly environment: Readonly<Record<string, string>>;
  /** The route's esbuild options: `esbuildOptionsFor(route)` of function-bundling.ts. */
  readonly esbuild: FunctionEsbuildOptions;
  /** Layers providing the packages the bundling leaves external (beyond the runtime's AWS SDK); the runtime wrapper's layer is added to them. */
  readonly layers?: readonly ILayerVersion[];
  /** What the function may do beyond writing its own logs. */
  readonly policyStatements?: readonly PolicyStatement[];
  /** From function-memory.ts (memoryFor). */
  readonly memorySize: number;
  /** @default 10 seconds (API Gateway gives up after 30) */
  readonly timeout?: Duration;
  /**
   * Where the function logs: its module's group (FunctionLogGroups.forModule), which carries the
   * retention. Lambda names the function's log streams after it, and the logger's lines carry
   * `serviceName` as `service`.
   */
  readonly logGroup: ILogGroup;
}

/** The name of a function role's one inline policy. */
export const FUNCTION_POLICY_NAME = 'Access';

/**
 * A role whose statements all go into its one inline policy, however they are added (grants, event
 * sources, addToPrincipalPolicy): it never makes a DefaultPolicy (an AWS::IAM::Policy resource).
 * The inline policy is part of the role, so whatever depends on the role depends on its statements.
 */
export class FunctionRole extends Role {
  private readonly document: PolicyDocument;

  constructor(scope: Construct, id: string, props: Omit<RoleProps, 'inlinePolicies'>) {
    const document = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { [FUNCTION_POLICY_NAME]: document } });
    this.document = document;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.document.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

export class ApiFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: FunctionRole;
  /** Its module's log group, shared with the module's other functions. */
  readonly logGroup: ILogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = props.logGroup;
    this.role = new FunctionRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    });
    // The log group's ARN ends in `:*` (its log streams): Lambda names a new stream per container,
    // after the function. The group is the module's: the role may write to it, and to no other group.
    this.logGroup.grantWrite(this.role);
    for (const statement of props.policyStatements ?? []) this.role.addToPrincipalPolicy(statement);

    this.function = new LambdaFunction(this, 'Function', {
      code: bundledFunctionCode(PROJECT_ROOT, props.entry, props.esbuild),
      handler: `${FUNCTION_ENTRY_NAME}.handler`,
      description: props.description,
      runtime: API_FUNCTION_RUNTIME,
      architecture: API_FUNCTION_ARCHITECTURE,
      memorySize: props.memorySize,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        AWS_LAMBDA_EXEC_WRAPPER: RUNTIME_WRAPPER_PATH,
        // Logs and business metrics under the function's own name (functions/platform/logger.ts, metrics.ts).
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        METRICS_NAMESPACE: Stack.of(this).stackName,
        ...(FUNCTION_NODE_FLAGS.length > 0 && { NODE_OPTIONS: FUNCTION_NODE_FLAGS.join(' ') }),
        ...props.environment,
      },
      layers: [RuntimeWrapperLayer.of(this), ...(props.layers ?? [])],
    });
    (this.function.node.defaultChild as CfnFunction).addMetadata(SOURCE_ENTRY_METADATA, relative(PROJECT_ROOT, props.entry));
    Validations.of(this.function).acknowledge(
      {
        id: 'Serverless-LambdaDLQ',
        reason:
          'Route functions are invoked synchronously by API Gateway (a DLQ only catches asynchronous invocations); the stream triggers send failed records to their own failure queue, and the scheduled expiry is retried by EventBridge and runs again the next minute. Failures are alarmed on (operations-monitoring.ts).',
      },
      {
        id: 'Serverless-LambdaTracing',
        reason:
          'No X-Ray: each function logs structured lines with its service name and request id, the API access log and the alarms cover failures and latency; tracing would add cost, permissions and a daemon hop to every request.',
      },
    );
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'The runtime is chosen in function-runtime.ts; moving to a newer one is a deliberate, tested change there.',
    });
  }
}
