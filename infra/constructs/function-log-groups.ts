/**
 * The functions' log groups: one per capability module (functions/<module>/), shared by the module's
 * route and trigger functions, each with the same retention. A function sends its logs there through
 * Lambda's logging configuration (LoggingConfig.LogGroup); Lambda names each log stream after the
 * function (`YYYY/MM/DD/<function name>[$LATEST]<id>`), and every line the logger writes carries the
 * function's handler as `service` (functions/platform/logger.ts): one function's logs are still found
 * and counted on their own (docs/runbook.md, operations-monitoring.ts).
 *
 * A log group per function cost the stack one resource per route (5 in all: role, function, log
 * group, integration, route); a group per module costs one per module, and the app stack keeps room
 * for new routes under its 400-resource budget (test/infra/operations.test.ts).
 *
 * Each function's role may write to its module's group only (grantWrite: CreateLogStream and
 * PutLogEvents on the group's streams), not to another module's.
 */
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** How long a function's log lines are kept. */
export const FUNCTION_LOG_RETENTION = RetentionDays.ONE_MONTH;

/** `/storefront/<stack name>/<module>`: the name a person looks up (docs/runbook.md). */
export const functionLogGroupName = (stackName: string, module: string): string => `/storefront/${stackName}/${module}`;

/** `orders` -> `Orders` */
const idOf = (module: string) => module.replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

export class FunctionLogGroups extends Construct {
  private readonly groups = new Map<string, LogGroup>();

  /** The log group of `module`'s functions, made on its first use (a module without functions has none). */
  forModule(module: string): LogGroup {
    let group = this.groups.get(module);
    if (!group) {
      group = new LogGroup(this, idOf(module), {
        logGroupName: functionLogGroupName(Stack.of(this).stackName, module),
        retention: FUNCTION_LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      this.groups.set(module, group);
    }
    return group;
  }

  /** The groups made so far, by module. */
  get byModule(): ReadonlyMap<string, LogGroup> {
    return this.groups;
  }
}
