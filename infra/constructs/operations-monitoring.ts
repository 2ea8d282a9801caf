/**
 * Alarms and one dashboard (cdk-monitoring-constructs), in the monitoring stack (monitoring-stack.ts)
 * so the shop's stack keeps its headroom under CloudFormation's 500 resources. Every alarm goes to
 * an SNS topic that emails the owner (`alarmEmail`), and every alarm's description links its
 * section of docs/runbook.md (runbook.ts).
 *
 * An alarm means a person should act, so the alarms watch rates with a minimum of traffic behind
 * them, not single events: one 5xx (the 503 the code answers on purpose under load included) in a
 * quiet hour is not an outage. The exceptions are events that each need a person: a backup job
 * that failed, an email stuck in a failure queue, a payment after a cancel.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnDashboard, ComparisonOperator, GraphWidget, MathExpression, Metric, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, LogGroup, MetricFilter, type IFilterPattern, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { DefaultDashboardFactory, MonitoringFacade, SnsAlarmActionStrategy } from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import { EMAIL_DEFERRED_MESSAGE, LATE_PAYMENT_MESSAGE, UNHANDLED_ERROR_MESSAGE } from '../../functions/platform/alarm-log-messages.js';
import { BUSINESS_METRICS } from '../../functions/platform/metrics.js';
import { runbookLink, type RunbookSection } from './runbook.js';

/** A function to watch: the function and the log group it writes to (its module's, shared with the module's other functions). */
export interface MonitoredFunction {
  readonly function: IFunction;
  readonly logGroup: ILogGroup;
}

export interface OperationsMonitoringProps {
  /** Names the alarms and the metrics' namespace, e.g. Storefront-prod. */
  readonly name: string;
  readonly alarmEmail: string;
  readonly httpApi: IHttpApi;
  /** Route functions by handler. */
  readonly routeFunctions: ReadonlyMap<string, MonitoredFunction>;
  /** Trigger functions by handler. */
  readonly triggerFunctions: ReadonlyMap<string, MonitoredFunction>;
  /** The module of each handler (functions/<module>/): the dashboard graphs the functions by module. @default one group */
  readonly functionModules?: ReadonlyMap<string, string>;
  /** Handlers of the triggers that read a table's stream (iterator age). */
  readonly streamTriggers: readonly string[];
  /** Handlers of the scheduled jobs: each must run (a heartbeat on its invocations). */
  readonly scheduledTriggers: readonly string[];
  /** Handlers of the functions that call the payment provider (payment failures, a payment after a cancel). */
  readonly paymentFunctions: readonly string[];
  /** The handler of the provider's webhook. */
  readonly webhookHandler: string;
  /** The handler that sends the order emails (emails waiting for SES). */
  readonly emailHandler: string;
  readonly failureQueues: readonly IQueue[];
  readonly tables: Readonly<Record<string, ITable>>;
  readonly backupVaultName: string;
  /** `owner/name`: the alarms link the runbook on GitHub; without it, the path in the repository. */
  readonly githubRepository?: string;
}

/** The thresholds, exported for the template tests and docs/runbook.md. */
export const ALARM_THRESHOLDS = {
  /** API 5xx answers: more than 1 % of requests, with at least 5 requests in the 5 minutes. */
  api5xxRate: 0.01,
  api5xxMinRequests: 5,
  /** A function's errors: more than 5 % of its invocations, with at least 10 invocations in the 5 minutes. */
  functionErrorRate: 0.05,
  functionMinInvocations: 10,
  /** p99 of a route's duration over 3 periods of 5 minutes, with at least 20 invocations in each. */
  routeP99: Duration.seconds(3),
  routeP99MinInvocations: 20,
  /** Webhook and payment failures: more than 5 % of their calls, with at least 5 calls. */
  moneyPathFailureRate: 0.05,
  moneyPathMinCalls: 5,
  /** A scheduled job that ran less than once in 15 minutes. */
  heartbeatWindow: Duration.minutes(15),
  /** DynamoDB: at least 10 throttled requests, or 5 system errors, in 5 minutes on a table. */
  dynamoThrottledRequests: 10,
  dynamoSystemErrors: 5,
  /** Lambda throttles (all functions): at least 10 in 5 minutes. */
  functionThrottles: 10,
  /** SES account reputation: bounces above 5 %, complaints above 0.1 %. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
} as const;

const FIVE_MINUTES = Duration.minutes(5);
/** `orders` -> `Orders`, `stripe-webhook` -> `StripeWebhook` */
const constructIdOf = (name: string): string => name.replace(/(^|[^A-Za-z0-9])([A-Za-z0-9])/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

/**
 * The lines of the logger (JSON) with `message`, written by one of `services` (handler names): the
 * pattern of a metric filter on a log group that functions share.
 */
export function logLinePattern(message: string, services: readonly string[]): IFilterPattern {
  if (services.length === 0) throw new Error(`No function to count '${message}' of`);
  return FilterPattern.all(
    FilterPattern.stringValue('$.message', '=', message),
    FilterPattern.any(...services.map((service) => FilterPattern.stringValue('$.service', '=', service))),
  );
}
/** The handler a function is watched under (the graphs' line labels). */
const labelOf = (functions: ReadonlyArray<[string, MonitoredFunction]>, fn: IFunction): string =>
  functions.find(([, candidate]) => candidate.function === fn)?.[0] ?? '';

export class OperationsMonitoring extends Construct {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: OperationsMonitoringProps) {
    super(scope, id);
    const link = (section: RunbookSection) => runbookLink(section, props.githubRepository);
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: `${props.name} alarms`, enforceSSL: true });
    const subscription = this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    Validations.of(subscription).acknowledge({
      id: 'Serverless-SNSRedrivePolicy',
      reason: 'An email subscription: an undelivered alarm email still leaves the alarm in ALARM state on the dashboard and in the console.',
    });

    const monitoring = new MonitoringFacade(this, 'Monitoring', {
      alarmFactoryDefaults: {
        alarmNamePrefix: props.name,
        actionsEnabled: true,
        action: new SnsAlarmActionStrategy({ onAlarmTopic: this.alarmTopic }),
        datapointsToAlarm: 1,
      },
      metricFactoryDefaults: { namespace: props.name },
      dashboardFactory: new DefaultDashboardFactory(this, 'Dashboards', {
        dashboardNamePrefix: props.name,
        createDashboard: true,
        createSummaryDashboard: false,
        createAlarmDashboard: false,
      }),
    });

    monitoring.monitorApiGatewayV2HttpApi({
      api: props.httpApi,
      alarmFriendlyName: 'Api',
      add5xxRateAlarm: {
        Critical: {
          maxErrorRate: ALARM_THRESHOLDS.api5xxRate,
          minSampleCountToEvaluateDatapoint: ALARM_THRESHOLDS.api5xxMinRequests - 1,
          runbookLink: link('apiErrors'),
        },
      },
    });

    const routeHandlers = new Set(props.routeFunctions.keys());
    for (const [handler, fn] of [...props.routeFunctions, ...props.triggerFunctions]) {
      const isStream = props.streamTriggers.includes(handler);
      const isRoute = routeHandlers.has(handler);
      const isScheduled = props.scheduledTriggers.includes(handler);
      monitoring.monitorLambdaFunction({
        lambdaFunction: fn.function,
        alarmFriendlyName: handler,
        isIterator: isStream,
        // Its alarms only: the dashboard graphs the functions a module at a time (below). A section of
        // widgets per function repeats the function's name in each, and made the template near 1 MB.
        addToDetailDashboard: false,
        addToSummaryDashboard: false,
        addToAlarmDashboard: false,
        addFaultRateAlarm: {
          Critical: {
            maxErrorRate: ALARM_THRESHOLDS.functionErrorRate,
            minSampleCountToEvaluateDatapoint: ALARM_THRESHOLDS.functionMinInvocations - 1,
            runbookLink: link('functionErrors'),
          },
        },
        ...(isRoute && {
          addLatencyP99Alarm: {
            Critical: {
              maxLatency: ALARM_THRESHOLDS.routeP99,
              minSampleCountToEvaluateDatapoint: ALARM_THRESHOLDS.routeP99MinInvocations - 1,
              datapointsToAlarm: 3,
              evaluationPeriods: 3,
              runbookLink: link('latency'),
            },
          },
        }),
        ...(isScheduled && {
          addMinInvocationsCountAlarm: {
            Heartbeat: {
              minCount: 1,
              period: ALARM_THRESHOLDS.heartbeatWindow,
              treatMissingDataOverride: TreatMissingData.BREACHING,
              runbookLink: link('jobHeartbeat'),
            },
          },
        }),
        ...(isStream && {
          addMaxIteratorAgeAlarm: { Critical: { maxAgeInMillis: Duration.minutes(15).toMilliseconds(), runbookLink: link('streamAge') } },
        }),
      });
    }

    // Per module, three graphs with a line per function: its invocations, its errors, its p99 duration.
    const modules = new Map<string, Array<[string, MonitoredFunction]>>();
    for (const [handler, fn] of [...props.routeFunctions, ...props.triggerFunctions]) {
      const module = props.functionModules?.get(handler) ?? 'functions';
      modules.set(module, [...(modules.get(module) ?? []), [handler, fn]]);
    }
    monitoring.addLargeHeader('Functions by module', false, false);
    for (const [module, functions] of modules) {
      const graph = (title: string, metricOf: (fn: IFunction) => IMetric) =>
        new GraphWidget({ title: `${module}: ${title}`, width: 8, height: 6, left: functions.map(([, fn]) => metricOf(fn.function)) });
      monitoring.addSmallHeader(module, false, false);
      for (const widget of [
        graph('invocations', (fn) => fn.metricInvocations({ statistic: 'Sum', period: FIVE_MINUTES, label: labelOf(functions, fn) })),
        graph('errors', (fn) => fn.metricErrors({ statistic: 'Sum', period: FIVE_MINUTES, label: labelOf(functions, fn) })),
        graph('p99 duration (ms)', (fn) => fn.metricDuration({ statistic: 'p99', period: FIVE_MINUTES, label: labelOf(functions, fn) })),
      ])
        monitoring.addWidget(widget, false, false);
    }

    for (const [index, queue] of props.failureQueues.entries()) {
      monitoring.monitorSqsQueue({
        queue,
        alarmFriendlyName: `FailureQueue${index + 1}`,
        addQueueMaxSizeAlarm: { Critical: { maxMessageCount: 0, runbookLink: link('failureQueue') } },
      });
    }

    for (const [key, table] of Object.entries(props.tables)) {
      monitoring.monitorDynamoTable({
        table,
        alarmFriendlyName: `${key}Table`,
        addReadThrottledEventsCountAlarm: {
          Critical: { maxThrottledEventsThreshold: ALARM_THRESHOLDS.dynamoThrottledRequests - 1, runbookLink: link('dynamoThrottles') },
        },
        addWriteThrottledEventsCountAlarm: {
          Critical: { maxThrottledEventsThreshold: ALARM_THRESHOLDS.dynamoThrottledRequests - 1, runbookLink: link('dynamoThrottles') },
        },
        addSystemErrorCountAlarm: { Critical: { maxErrorCount: ALARM_THRESHOLDS.dynamoSystemErrors - 1, runbookLink: link('dynamoThrottles') } },
      });
    }

    // The functions log to their module's group (function-log-groups.ts): a group is imported once,
    // and each filter on it counts only the lines of the functions it is given (their `service`).
    const importedLogs = new Map<ILogGroup, ILogGroup>();
    const logsOf = (fn: MonitoredFunction, name: string) => {
      if (!importedLogs.has(fn.logGroup)) importedLogs.set(fn.logGroup, LogGroup.fromLogGroupName(this, `${name}Logs`, fn.logGroup.logGroupName));
      return importedLogs.get(fn.logGroup)!;
    };
    /**
     * A metric of the lines `message` written by `functions`: one metric filter per log group they
     * log to, matching the message and the functions' service names (the logger writes the handler
     * as `service`: functions/platform/logger.ts), so another function of the module never counts.
     */
    const logCount = (metricName: string, message: string, functions: ReadonlyArray<[string, MonitoredFunction]>) => {
      const byGroup = new Map<ILogGroup, Array<[string, MonitoredFunction]>>();
      for (const entry of functions) byGroup.set(entry[1].logGroup, [...(byGroup.get(entry[1].logGroup) ?? []), entry]);
      for (const [group, watched] of byGroup) {
        const [firstHandler, first] = watched[0]!;
        const name = constructIdOf(props.functionModules?.get(firstHandler) ?? group.node.id);
        new MetricFilter(this, `${metricName}${name}Filter`, {
          logGroup: logsOf(first, name),
          filterPattern: logLinePattern(
            message,
            watched.map(([handler]) => handler),
          ),
          metricNamespace: props.name,
          metricName,
          metricValue: '1',
        });
      }
      return new Metric({ namespace: props.name, metricName, statistic: 'Sum', period: FIVE_MINUTES });
    };
    const invocationsOf = (prefix: string, functions: ReadonlyArray<[string, MonitoredFunction]>) =>
      Object.fromEntries(functions.map(([, fn], index) => [`${prefix}${index}`, fn.function.metricInvocations({ statistic: 'Sum', period: FIVE_MINUTES })]));
    /** failures / calls, 0 while there were fewer than `minimum` calls: an alarm on a rate with traffic behind it. */
    const rateWithMinimum = (label: string, prefix: string, failures: IMetric, calls: Record<string, IMetric>, minimum: number) => {
      const total = Object.keys(calls).join(' + ');
      return new MathExpression({
        label,
        expression: `IF((${total}) >= ${minimum}, ${prefix}failures / (${total}), 0)`,
        usingMetrics: { [`${prefix}failures`]: failures, ...calls },
        period: FIVE_MINUTES,
      });
    };

    const everyFunction = [...props.routeFunctions, ...props.triggerFunctions];
    const webhook = everyFunction.filter(([handler]) => handler === props.webhookHandler);
    const payments = everyFunction.filter(([handler]) => props.paymentFunctions.includes(handler) && handler !== props.webhookHandler);
    const emailSender = everyFunction.filter(([handler]) => handler === props.emailHandler);
    const rateAlarm = (threshold: number, section: RunbookSection) => ({
      Critical: { threshold, comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD, runbookLink: link(section) },
    });
    const sesReputation = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Average', period: Duration.hours(1) });

    monitoring.monitorCustom({
      alarmFriendlyName: 'Shop',
      metricGroups: [
        {
          title: 'Money path',
          metrics: [
            {
              metric: rateWithMinimum(
                'Webhook failure rate',
                'webhook',
                logCount('WebhookFailures', UNHANDLED_ERROR_MESSAGE, webhook),
                invocationsOf('webhookcalls', webhook),
                ALARM_THRESHOLDS.moneyPathMinCalls,
              ),
              alarmFriendlyName: 'WebhookFailureRate',
              addAlarm: rateAlarm(ALARM_THRESHOLDS.moneyPathFailureRate, 'webhookFailures'),
            },
            {
              metric: rateWithMinimum(
                'Payment call failure rate',
                'payment',
                logCount('PaymentFailures', UNHANDLED_ERROR_MESSAGE, payments),
                invocationsOf('paymentcalls', payments),
                ALARM_THRESHOLDS.moneyPathMinCalls,
              ),
              alarmFriendlyName: 'PaymentFailureRate',
              addAlarm: rateAlarm(ALARM_THRESHOLDS.moneyPathFailureRate, 'paymentFailures'),
            },
            {
              metric: logCount('LatePayments', LATE_PAYMENT_MESSAGE, [...webhook, ...payments]),
              alarmFriendlyName: 'PaymentAfterCancel',
              addAlarm: rateAlarm(0, 'paymentAfterCancel'),
            },
          ],
        },
        {
          title: 'Platform',
          metrics: [
            // Lambda's Throttles without a dimension counts every function of the account (one stage per account).
            {
              metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: FIVE_MINUTES }),
              alarmFriendlyName: 'FunctionThrottles',
              addAlarm: rateAlarm(ALARM_THRESHOLDS.functionThrottles - 1, 'functionThrottles'),
            },
            {
              metric: new Metric({
                namespace: 'AWS/Backup',
                metricName: 'NumberOfBackupJobsFailed',
                dimensionsMap: { BackupVaultName: props.backupVaultName },
                statistic: 'Sum',
                period: Duration.hours(1),
              }),
              alarmFriendlyName: 'BackupJobsFailed',
              addAlarm: rateAlarm(0, 'backupFailures'),
            },
          ],
        },
        {
          title: 'Email',
          metrics: [
            {
              metric: sesReputation('Reputation.BounceRate'),
              alarmFriendlyName: 'EmailBounceRate',
              addAlarm: rateAlarm(ALARM_THRESHOLDS.sesBounceRate, 'emailBounces'),
            },
            {
              metric: sesReputation('Reputation.ComplaintRate'),
              alarmFriendlyName: 'EmailComplaintRate',
              addAlarm: rateAlarm(ALARM_THRESHOLDS.sesComplaintRate, 'emailComplaints'),
            },
            // SES refused for now (sandbox, sender not verified yet): the email is retried, and someone must fix SES.
            {
              metric: logCount('EmailsDeferred', EMAIL_DEFERRED_MESSAGE, emailSender),
              alarmFriendlyName: 'EmailsWaiting',
              addAlarm: rateAlarm(0, 'emailsWaiting'),
            },
          ],
        },
        {
          // Written by the functions with Powertools Metrics (functions/platform/metrics.ts), per service.
          title: 'Business',
          metrics: BUSINESS_METRICS.map(
            (metricName) =>
              new MathExpression({
                label: metricName,
                expression: `SUM(SEARCH('{${props.name},service} MetricName="${metricName}"', 'Sum', 300))`,
                period: FIVE_MINUTES,
              }),
          ),
        },
      ],
    });

    // The dashboard carries the stage's tags (Tags.of(app) in infra/app.ts), which CloudFormation
    // accepts on AWS::CloudWatch::Dashboard since 2024, but the schema of cfn-lint 1.51 (the one CI
    // installs) does not list yet: E3002 is excepted for this one resource, nothing else.
    for (const dashboard of this.node.findAll().filter((child): child is CfnDashboard => child instanceof CfnDashboard)) {
      dashboard.addMetadata('cfn-lint', { config: { ignore_checks: ['E3002'] } });
    }
  }
}
