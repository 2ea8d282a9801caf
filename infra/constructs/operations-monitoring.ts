/**
 * Alarms and one dashboard (cdk-monitoring-constructs), every alarm sent to an SNS topic that
 * emails the owner (`alarmEmail`): the API's 5xx answers, each route's unhandled errors (the
 * handler answers 500, so Lambda's Errors metric never sees them: a metric filter counts the
 * handler's log line), every function's errors, the functions' throttles (one alarm for all), the stream triggers' iterator age
 * and failure queues, the scheduled expiry's failures, payments that arrived after a cancel, and
 * SES bounces and complaints (its configuration set's event metrics).
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { ComparisonOperator, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { DefaultDashboardFactory, MonitoringFacade, SnsAlarmActionStrategy } from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import { LATE_PAYMENT_MESSAGE, UNHANDLED_ERROR_MESSAGE } from '../../functions/platform/alarm-log-messages.js';
import { BUSINESS_METRICS } from '../../functions/platform/metrics.js';
import type { ApiFunction } from './api-function.js';

export interface OperationsMonitoringProps {
  /** Names the alarms and the metrics' namespace, e.g. Storefront-prod. */
  readonly name: string;
  readonly alarmEmail: string;
  readonly httpApi: IHttpApi;
  readonly routeFunctions: ReadonlyMap<string, ApiFunction>;
  /** Triggers by handler; `streams` read a table's stream (iterator age), the others run on a schedule. */
  readonly triggerFunctions: ReadonlyMap<string, ApiFunction>;
  readonly streamTriggers: readonly string[];
  /** Handlers of the functions that call the payment provider (the only ones that can log a payment after a cancel). */
  readonly paymentFunctions: readonly string[];
  readonly failureQueues: readonly IQueue[];
  /** The SES configuration set every order email is sent with. */
  readonly sesConfigurationSet: string;
}

const errorCount = (maxErrorCount: number) => ({ Critical: { maxErrorCount } });
const above = (threshold: number) => ({ Critical: { threshold, comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD } });

export class OperationsMonitoring extends Construct {
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: OperationsMonitoringProps) {
    super(scope, id);
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

    monitoring.monitorApiGatewayV2HttpApi({ api: props.httpApi, alarmFriendlyName: 'Api', add5xxCountAlarm: errorCount(0) });

    for (const [handler, fn] of [...props.routeFunctions, ...props.triggerFunctions]) {
      const isStream = props.streamTriggers.includes(handler);
      monitoring.monitorLambdaFunction({
        lambdaFunction: fn.function,
        alarmFriendlyName: handler,
        isIterator: isStream,
        addFaultCountAlarm: errorCount(0),
        // Throttles: one alarm for every function together (below), not one each: see FunctionThrottles.
        ...(isStream && { addMaxIteratorAgeAlarm: { Critical: { maxAgeInMillis: Duration.minutes(15).toMilliseconds() } } }),
      });
    }

    for (const [index, queue] of props.failureQueues.entries()) {
      monitoring.monitorSqsQueue({ queue, alarmFriendlyName: `FailureQueue${index + 1}`, addQueueMaxSizeAlarm: { Critical: { maxMessageCount: 0 } } });
    }

    const logCount = (metricName: string, message: string, functions: Iterable<ApiFunction>) => {
      for (const fn of functions) {
        new MetricFilter(fn, `${metricName}Filter`, {
          logGroup: fn.logGroup,
          filterPattern: FilterPattern.stringValue('$.message', '=', message),
          metricNamespace: props.name,
          metricName,
          metricValue: '1',
        });
      }
      return new Metric({ namespace: props.name, metricName, statistic: 'Sum', period: Duration.minutes(5) });
    };
    const sesMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { 'ses:configuration-set': props.sesConfigurationSet },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });

    monitoring.monitorCustom({
      alarmFriendlyName: 'Shop',
      metricGroups: [
        {
          title: 'Shop problems',
          metrics: [
            {
              metric: logCount('UnhandledErrors', UNHANDLED_ERROR_MESSAGE, props.routeFunctions.values()),
              alarmFriendlyName: 'RouteUnhandledErrors',
              addAlarm: above(0),
            },
            { metric: logCount('LatePayments', LATE_PAYMENT_MESSAGE, paymentFunctionsOf(props)), alarmFriendlyName: 'PaymentAfterCancel', addAlarm: above(0) },
            // Lambda's Throttles without a dimension counts every function of the account and region (one
            // stage per account): one alarm rather than one per function keeps the stack well under
            // CloudFormation's 500 resources; the dashboard still shows each function's throttles.
            {
              metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: 'Sum', period: Duration.minutes(5) }),
              alarmFriendlyName: 'FunctionThrottles',
              addAlarm: above(0),
            },
            { metric: sesMetric('Bounce'), alarmFriendlyName: 'EmailBounces', addAlarm: above(0) },
            { metric: sesMetric('Complaint'), alarmFriendlyName: 'EmailComplaints', addAlarm: above(0) },
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
                period: Duration.minutes(5),
              }),
          ),
        },
      ],
    });
  }
}

/** One metric filter per log group it reads: the stack's resources are near CloudFormation's 500, so a filter goes only where its line can be logged. */
const paymentFunctionsOf = (props: OperationsMonitoringProps) =>
  [...props.routeFunctions, ...props.triggerFunctions].filter(([handler]) => props.paymentFunctions.includes(handler)).map(([, fn]) => fn);
