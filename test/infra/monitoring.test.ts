/**
 * The monitoring stack: alarms on rates with a minimum of traffic, on the money path, the job
 * heartbeats, DynamoDB, backups and SES; every alarm to the owner's topic with its runbook section.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers, type RouteDefinition, type TriggerDefinition } from '../../functions/manifest.js';
import { tableKeys } from '../../functions/platform/table-definitions.js';
import { ALARM_THRESHOLDS } from '../../infra/constructs/operations-monitoring.js';
import { RUNBOOK_SECTIONS } from '../../infra/constructs/runbook.js';
import { EMAIL_DEFERRED_MESSAGE, LATE_PAYMENT_MESSAGE, UNHANDLED_ERROR_MESSAGE } from '../../functions/platform/alarm-log-messages.js';
import { REPO_ROOT, synthesizeStorefront, TEST_CONTEXT, TEST_STAGE, type TemplateJson } from './support/synthesize-storefront.js';
import { onlyResourceOfType, resourcesOfType } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ monitoringJson: json, cleanup } = synthesizeStorefront());
});

type Alarm = { Properties: Record<string, any> };
const alarms = (): Alarm[] => resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm as Alarm);
const alarmNamed = (fragment: string): Alarm[] => alarms().filter((alarm) => String(alarm.Properties.AlarmName).includes(fragment));
/** A function's own alarms: its name, then the alarm's kind (capitalised), so get-x does not also take get-x-pdf's. */
const alarmsOf = (handler: string): Alarm[] => alarms().filter((alarm) => new RegExp(`-${handler}-[A-Z]`).test(String(alarm.Properties.AlarmName)));
const onlyAlarmNamed = (fragment: string): Record<string, any> => {
  const found = alarmNamed(fragment);
  expect(found, fragment).toHaveLength(1);
  return found[0]!.Properties;
};
/** The metrics of an alarm on metric math, by id. */
const metricsOf = (alarm: Record<string, any>): Record<string, any> =>
  Object.fromEntries((alarm.Metrics as Record<string, any>[]).map((metric) => [metric.Id, metric]));

describe('the monitoring stack', () => {
  it('emails every alarm to alarmEmail through one topic', () => {
    const [topicId] = onlyResourceOfType(json, 'AWS::SNS::Topic');
    const [, subscription] = onlyResourceOfType(json, 'AWS::SNS::Subscription');
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: TEST_CONTEXT.alarmEmail });
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.Properties.AlarmActions, String(alarm.Properties.AlarmName)).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.ActionsEnabled).toBe(true);
    }
  });

  it("links every alarm's runbook section, and every section is a heading of docs/runbook.md", () => {
    const runbook = readFileSync(join(REPO_ROOT, 'docs', 'runbook.md'), 'utf8');
    const anchors = new Set(
      [...runbook.matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) =>
        heading!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const anchor of Object.values(RUNBOOK_SECTIONS)) expect(anchors, anchor).toContain(anchor);
    for (const alarm of alarms()) {
      const description = JSON.stringify(alarm.Properties.AlarmDescription);
      const link = /https:\/\/github\.com\/example-org\/storefront\/blob\/main\/docs\/runbook\.md#([a-z0-9-]+)/.exec(description);
      expect(link?.[1], `${alarm.Properties.AlarmName}: ${description}`).toBeDefined();
      expect(anchors).toContain(link![1]);
    }
  });

  it('alarms on the API 5xx rate above 1 %, only with at least 5 requests (not on a single 5xx)', () => {
    const alarm = onlyAlarmNamed('-Api-Fault-Rate');
    const text = JSON.stringify(alarm.Metrics);
    expect(alarm.Threshold).toBe(ALARM_THRESHOLDS.api5xxRate);
    expect(ALARM_THRESHOLDS.api5xxRate).toBe(0.01);
    expect(text).toContain('5xx');
    expect(text).toContain(`sampleCount > ${ALARM_THRESHOLDS.api5xxMinRequests - 1}`);
  });

  it("alarms on every function's error rate with a minimum of invocations, and on each route's p99 latency", () => {
    for (const handler of [...routes, ...triggers].map((entry) => entry.handler)) {
      const own = alarmsOf(handler);
      const faults = own.filter((alarm) => /Fault/i.test(String(alarm.Properties.AlarmName)));
      expect(faults, handler).toHaveLength(1);
      expect(faults[0]!.Properties.Threshold).toBe(ALARM_THRESHOLDS.functionErrorRate);
      expect(JSON.stringify(faults[0]!.Properties.Metrics)).toContain(`sampleCount > ${ALARM_THRESHOLDS.functionMinInvocations - 1}`);
    }
    for (const route of routes) {
      const latency = alarmsOf(route.handler).filter((alarm) => /Latency/i.test(String(alarm.Properties.AlarmName)));
      expect(latency, route.handler).toHaveLength(1);
      expect(JSON.stringify(latency[0]!.Properties.Metrics)).toContain('p99');
      expect(latency[0]!.Properties).toMatchObject({ EvaluationPeriods: 3, DatapointsToAlarm: 3 });
    }
  });

  it('alarms on the webhook and payment failure rates, each only with at least 5 calls', () => {
    for (const name of ['WebhookFailureRate', 'PaymentFailureRate']) {
      const alarm = onlyAlarmNamed(name);
      expect(alarm).toMatchObject({ Threshold: ALARM_THRESHOLDS.moneyPathFailureRate, ComparisonOperator: 'GreaterThanThreshold' });
      const expression = (alarm.Metrics as Record<string, any>[]).find((metric) => metric.Expression)!.Expression as string;
      expect(expression).toMatch(new RegExp(`^IF\\(\\(.+\\) >= ${ALARM_THRESHOLDS.moneyPathMinCalls}, \\w+failures / \\(.+\\), 0\\)$`));
    }
    const webhook = metricsOf(onlyAlarmNamed('WebhookFailureRate'));
    expect(webhook.webhookfailures.MetricStat.Metric.MetricName).toBe('WebhookFailures');
    expect(Object.keys(webhook).filter((id) => id.startsWith('webhookcalls'))).toHaveLength(1);
  });

  it('alarms when a scheduled job did not run for 15 minutes (a heartbeat: no data is a breach)', () => {
    const scheduled = triggers.filter((entry) => entry.trigger.kind === 'schedule');
    expect(scheduled.length).toBeGreaterThan(0);
    for (const job of scheduled) {
      const heartbeat = alarmNamed(`-${job.handler}-`).filter((alarm) => /Invocations|Heartbeat/i.test(String(alarm.Properties.AlarmName)));
      expect(heartbeat, job.handler).toHaveLength(1);
      expect(heartbeat[0]!.Properties).toMatchObject({ ComparisonOperator: 'LessThanThreshold', Threshold: 1, TreatMissingData: 'breaching' });
      expect(JSON.stringify(heartbeat[0]!.Properties)).toContain('"Period":900');
    }
  });

  it('alarms on the throttles and system errors of every table, at a minimum count', () => {
    for (const key of tableKeys) {
      const own = alarmNamed(`-${key}Table-`);
      expect(
        own.filter((alarm) => /Throttled/i.test(String(alarm.Properties.AlarmName))),
        key,
      ).toHaveLength(2);
      const systemErrors = own.filter((alarm) => /SystemError/i.test(String(alarm.Properties.AlarmName)));
      expect(systemErrors, key).toHaveLength(1);
      expect(systemErrors[0]!.Properties.Threshold).toBe(ALARM_THRESHOLDS.dynamoSystemErrors - 1);
    }
  });

  it('alarms on failed backup jobs of the vault, SES bounce rate above 5 % and complaint rate above 0.1 %, and emails waiting for SES', () => {
    expect(onlyAlarmNamed('BackupJobsFailed')).toMatchObject({ Namespace: 'AWS/Backup', MetricName: 'NumberOfBackupJobsFailed', Threshold: 0 });
    expect(onlyAlarmNamed('EmailBounceRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.05 });
    expect(onlyAlarmNamed('EmailComplaintRate')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.001 });
    expect(onlyAlarmNamed('EmailsWaiting')).toMatchObject({ MetricName: 'EmailsDeferred', Threshold: 0 });
    expect(onlyAlarmNamed('FunctionThrottles')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Threshold: ALARM_THRESHOLDS.functionThrottles - 1,
    });
  });

  it('alarms when a failure queue holds a message, and on the iterator age of the stream triggers', () => {
    const streams = triggers.filter((entry) => entry.trigger.kind !== 'schedule');
    expect(alarmNamed('FailureQueue')).toHaveLength(streams.length);
    for (const trigger of streams) {
      expect(
        alarmNamed(`-${trigger.handler}-`).some((alarm) => /Iterator/i.test(String(alarm.Properties.AlarmName))),
        trigger.handler,
      ).toBe(true);
    }
  });

  it("counts the money path's and the email sender's log lines from their module's shared log group, only the lines of the functions meant (their service)", () => {
    const everyEntry: ReadonlyArray<RouteDefinition | TriggerDefinition> = [...routes, ...triggers];
    const payment = everyEntry.filter((entry) => entry.integrations?.includes('stripe')).map((entry) => entry.handler);
    const expected: Record<string, { message: string; services: string[] }> = {
      WebhookFailures: { message: UNHANDLED_ERROR_MESSAGE, services: ['stripe-webhook'] },
      PaymentFailures: { message: UNHANDLED_ERROR_MESSAGE, services: payment.filter((handler) => handler !== 'stripe-webhook') },
      LatePayments: { message: LATE_PAYMENT_MESSAGE, services: ['stripe-webhook', ...payment.filter((handler) => handler !== 'stripe-webhook')] },
      EmailsDeferred: { message: EMAIL_DEFERRED_MESSAGE, services: ['send-order-emails'] },
    };
    const moduleOf = new Map<string, string>(everyEntry.map((entry) => [entry.handler, entry.module]));
    const filters = resourcesOfType(json, 'AWS::Logs::MetricFilter').map(([, filter]) => filter.Properties!);
    expect(new Set(filters.map((filter) => filter.MetricTransformations[0].MetricName))).toEqual(new Set(Object.keys(expected)));
    for (const [metricName, { message, services }] of Object.entries(expected)) {
      const own = filters.filter((filter) => filter.MetricTransformations[0].MetricName === metricName);
      // One filter per module group the functions log to, not one per function.
      expect(own, metricName).toHaveLength(new Set(services.map((service) => moduleOf.get(service))).size);
      const counted: string[] = [];
      for (const filter of own) {
        const pattern = filter.FilterPattern as string;
        expect(pattern.length, metricName).toBeLessThanOrEqual(1024);
        expect(pattern).toContain(`($.message = "${message}")`);
        const filterServices = [...pattern.matchAll(/\$\.service = "([^"]+)"/g)].map(([, service]) => service!);
        // The group the filter reads is the shop's module group of exactly those functions.
        const modules = new Set(filterServices.map((service) => moduleOf.get(service)));
        expect(modules.size, pattern).toBe(1);
        const module = [...modules][0]!;
        expect(JSON.stringify(filter.LogGroupName)).toMatch(new RegExp(`FunctionLogs${module.charAt(0).toUpperCase()}${module.slice(1)}`));
        expect(filter.MetricTransformations[0]).toMatchObject({ MetricValue: '1', MetricNamespace: `Storefront-${TEST_STAGE}` });
        counted.push(...filterServices);
      }
      expect(counted.sort(), metricName).toEqual([...services].sort());
    }
  });

  it('builds one dashboard', () => {
    expect(resourcesOfType(json, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });
});
