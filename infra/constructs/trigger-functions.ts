/**
 * The functions no route calls, one per manifest trigger, each with its own least-privilege role
 * built from its entry like a route's: a 'schedule' trigger runs from an EventBridge rule, a
 * 'table-stream' trigger from the table's DynamoDB stream, retried on failure (from the first failed
 * record), with what still fails after the retries kept in an SQS queue.
 */
import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { handlerFile, type TriggerDefinition } from '../../functions/manifest.js';
import { ApiFunction } from './api-function.js';
import type { FunctionLogGroups } from './function-log-groups.js';
import { constructIdOf } from './http-api.js';
import { memoryFor } from './function-memory.js';
import { timeoutFor } from './function-timeout.js';
import { esbuildOptionsFor, usesStripeSdkLayer } from './function-bundling.js';
import { routeEnvironment, routePolicyStatements, type RouteAccessContext } from './route-access.js';
import type { StripeSdkLayer } from './stripe-sdk-layer.js';

export interface TriggerFunctionsProps {
  readonly triggers: readonly TriggerDefinition[];
  readonly functionsDir: string;
  readonly access: RouteAccessContext;
  readonly stripeSdkLayer?: StripeSdkLayer;
  /** Each function logs to its module's group. */
  readonly logGroups: FunctionLogGroups;
}

/** Retries of a failing stream batch before its records go to the failure queue (emails: a few hours of SES trouble). */
export const STREAM_RETRY_ATTEMPTS = 100;

export class TriggerFunctions extends Construct {
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** The stream triggers' failure queues (alarmed on: operations-monitoring.ts). */
  readonly failureQueues: Queue[] = [];

  constructor(scope: Construct, id: string, props: TriggerFunctionsProps) {
    super(scope, id);
    const functions = new Map<string, ApiFunction>();
    for (const trigger of props.triggers) {
      const constructId = constructIdOf(trigger.handler);
      const fn = new ApiFunction(this, constructId, {
        entry: join(props.functionsDir, handlerFile(trigger)),
        description: `${trigger.handler} (${trigger.trigger.kind})`,
        serviceName: trigger.handler,
        environment: routeEnvironment(trigger, props.access),
        policyStatements: routePolicyStatements(this, trigger, props.access),
        esbuild: esbuildOptionsFor(trigger),
        layers: usesStripeSdkLayer(trigger) && props.stripeSdkLayer ? [props.stripeSdkLayer] : [],
        timeout: timeoutFor(trigger),
        memorySize: memoryFor(trigger),
        logGroup: props.logGroups.forModule(trigger.module),
      });
      if (trigger.trigger.kind === 'schedule') {
        const schedule = new Rule(this, `${constructId}Schedule`, {
          description: `Runs ${trigger.handler} every ${trigger.trigger.everyMinutes} minute(s)`,
          schedule: Schedule.rate(Duration.minutes(trigger.trigger.everyMinutes)),
          targets: [new LambdaFunction(fn.function, { retryAttempts: 2 })],
        });
        Validations.of(schedule).acknowledge({
          id: 'Serverless-EventBusDLQ',
          reason: 'A missed run is made up by the next one a minute later (it cancels every hold that ended by then); its errors are alarmed on.',
        });
      } else {
        const failures = new Queue(this, `${constructId}Failures`, {
          encryption: QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          retentionPeriod: Duration.days(14),
          removalPolicy: RemovalPolicy.RETAIN,
        });
        this.failureQueues.push(failures);
        Validations.of(failures).acknowledge(
          { id: 'AwsSolutions-SQS3', reason: 'This queue is itself the failure destination of the stream trigger; there is nothing behind it.' },
          { id: 'Serverless-SQSRedrivePolicy', reason: 'This queue is itself the failure destination of the stream trigger; there is nothing behind it.' },
        );
        fn.function.addEventSource(
          new DynamoEventSource(props.access.tables[trigger.trigger.table], {
            startingPosition: StartingPosition.TRIM_HORIZON,
            batchSize: 10,
            bisectBatchOnError: true,
            reportBatchItemFailures: true,
            retryAttempts: STREAM_RETRY_ATTEMPTS,
            maxRecordAge: Duration.days(1),
            onFailure: new SqsDlq(failures),
          }),
        );
      }
      functions.set(trigger.handler, fn);
    }
    this.functions = functions;
  }
}
