/**
 * One Lambda function behind the HTTP API, with the project's defaults in one place: Node.js 22 on
 * ARM64, bundled by esbuild into a minified ES module with source maps (the AWS SDK v3 comes from
 * the runtime), its own log group with a retention, and its own role that may write only to that
 * log group until the caller grants more.
 */
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal, type PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FUNCTION_BUNDLING } from './function-bundling.js';

export const API_FUNCTION_RUNTIME = Runtime.NODEJS_22_X;
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ApiFunctionProps {
  /** Absolute path of the handler's TypeScript file; it exports `handler`. */
  readonly entry: string;
  /** Shown in the console, e.g. the route key `GET /hometools`. */
  readonly description: string;
  readonly environment: Readonly<Record<string, string>>;
  /** What the function may do beyond writing its own logs. */
  readonly policyStatements?: readonly PolicyStatement[];
  /** @default 256 */
  readonly memorySize?: number;
  /** @default 10 seconds (API Gateway gives up after 30) */
  readonly timeout?: Duration;
  /** @default one month */
  readonly logRetention?: RetentionDays;
}

export class ApiFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'LogGroup', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    });
    // The log group's ARN ends in `:*` (its log streams): Lambda names a new stream per container.
    this.logGroup.grantWrite(this.role);
    for (const statement of props.policyStatements ?? []) this.role.addToPrincipalPolicy(statement);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: API_FUNCTION_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup: this.logGroup,
      // Stack traces point into the TypeScript sources through the bundled source maps.
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: `${PROJECT_ROOT}package-lock.json`,
      bundling: FUNCTION_BUNDLING,
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the project targets (DESIGN.md); moving to a newer one is a deliberate, tested change here.',
    });
  }
}
