import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers } from '../../functions/manifest.js';
import { tableKeys } from '../../functions/platform/table-definitions.js';
import { RATE_LIMITS } from '../../infra/constructs/web-firewall.js';
import { synthesizeStorefront, TEST_CONTEXT, type TemplateJson } from './support/synthesize-storefront.js';
import { onlyResourceOfType, resourcesOfType } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

type Alarm = { Properties: Record<string, any> };
const alarms = (): Alarm[] => resourcesOfType(json, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm as Alarm);
const alarmNamed = (fragment: string): Alarm[] => alarms().filter((alarm) => String(alarm.Properties.AlarmName).includes(fragment));

describe('the stack', () => {
  it("stays under CloudFormation's 500 resources with room for a few more functions (each brings about 8 to 12)", () => {
    expect(Object.keys(json.Resources).length).toBeLessThanOrEqual(460);
  });
});

describe('alarms: the owner is told', () => {
  it('emails the alarm topic to alarmEmail', () => {
    const [, subscription] = onlyResourceOfType(json, 'AWS::SNS::Subscription');
    expect(subscription.Properties).toMatchObject({ Protocol: 'email', Endpoint: TEST_CONTEXT.alarmEmail });
  });

  it('sends every alarm to that topic', () => {
    const [topicId] = onlyResourceOfType(json, 'AWS::SNS::Topic');
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) {
      expect(alarm.Properties.AlarmActions, String(alarm.Properties.AlarmName)).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.ActionsEnabled).toBe(true);
    }
  });

  it("alarms on the API's 5xx answers", () => {
    const [alarm] = alarms().filter((candidate) => JSON.stringify(candidate.Properties).includes('5xx'));
    expect(alarm?.Properties).toMatchObject({ ComparisonOperator: 'GreaterThanThreshold', Threshold: 0 });
  });

  it('alarms on errors of every function, on throttles of any function, and on the iterator age of the stream triggers', () => {
    for (const handler of [...routes, ...triggers].map((entry) => entry.handler)) {
      const own = alarmNamed(`-${handler}-`).map((alarm) => String(alarm.Properties.AlarmName));
      expect(
        own.some((name) => /Fault/i.test(name)),
        `${handler} errors: ${own.join(', ')}`,
      ).toBe(true);
    }
    expect(alarmNamed('FunctionThrottles')[0]?.Properties).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles', Threshold: 0 });
    expect(alarmNamed('FunctionThrottles')[0]?.Properties).not.toHaveProperty('Dimensions');
    for (const trigger of triggers.filter((entry) => entry.trigger.kind !== 'schedule')) {
      expect(
        alarmNamed(`-${trigger.handler}-`).some((alarm) => /Iterator/i.test(String(alarm.Properties.AlarmName))),
        trigger.handler,
      ).toBe(true);
    }
    // The scheduled expiry's failures are its function's errors.
    expect(alarmNamed('-expire-unpaid-orders-').length).toBeGreaterThan(0);
  });

  it('alarms when a failure queue holds a message', () => {
    const queueAlarms = alarmNamed('FailureQueue');
    expect(queueAlarms.length).toBe(triggers.filter((entry) => entry.trigger.kind !== 'schedule').length);
  });

  it("counts the routes' unhandled errors and payments after cancel from the logs, and alarms on them and on SES bounces and complaints", () => {
    const filters = resourcesOfType(json, 'AWS::Logs::MetricFilter').map(([, filter]) => filter.Properties as Record<string, any>);
    const names = new Set(filters.map((filter) => filter.MetricTransformations[0].MetricName));
    expect([...names].sort()).toEqual(['LatePayments', 'UnhandledErrors']);
    expect(filters.filter((filter) => filter.MetricTransformations[0].MetricName === 'UnhandledErrors')).toHaveLength(routes.length);
    // A payment after a cancel can be logged only where the provider is called: one filter on each of those log groups.
    const paymentFunctions = ([...routes, ...triggers] as { integrations?: readonly string[] }[]).filter((entry) => entry.integrations?.includes('stripe'));
    expect(filters.filter((filter) => filter.MetricTransformations[0].MetricName === 'LatePayments')).toHaveLength(paymentFunctions.length);
    for (const name of ['RouteUnhandledErrors', 'PaymentAfterCancel', 'EmailBounces', 'EmailComplaints', 'FunctionThrottles']) {
      expect(alarmNamed(name), name).toHaveLength(1);
    }
    const bounces = alarmNamed('EmailBounces')[0]!.Properties;
    expect(bounces).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Bounce' });
  });

  it('has SES send with a configuration set whose bounces and complaints reach CloudWatch, as the sender identity', () => {
    const [, destination] = onlyResourceOfType(json, 'AWS::SES::ConfigurationSetEventDestination');
    expect(destination.Properties.EventDestination.MatchingEventTypes).toEqual(expect.arrayContaining(['bounce', 'complaint']));
    const [, identity] = onlyResourceOfType(json, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe(TEST_CONTEXT.emailSender);
  });

  it('builds one dashboard', () => {
    expect(resourcesOfType(json, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });
});

describe('the WAF web ACL on CloudFront', () => {
  it('is a CLOUDFRONT web ACL attached to the distribution', () => {
    const [aclId, acl] = onlyResourceOfType(json, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const [, distribution] = onlyResourceOfType(json, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('limits each IP, stricter on login, ordering and payment intents, and leaves the webhook out of the general limit', () => {
    const [, acl] = onlyResourceOfType(json, 'AWS::WAFv2::WebACL');
    const rules = acl.Properties.Rules as Record<string, any>[];
    const rate = (name: string) => rules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement;
    expect(rate('RateLimitLogin')).toMatchObject({ AggregateKeyType: 'IP', Limit: RATE_LIMITS.login });
    expect(rate('RateLimitLogin').ScopeDownStatement.ByteMatchStatement.SearchString).toBe('/api/login/');
    expect(rate('RateLimitOrdering').ScopeDownStatement.ByteMatchStatement.SearchString).toBe('/api/purchase/');
    expect(rate('RateLimitPaymentIntents').ScopeDownStatement.ByteMatchStatement.SearchString).toBe('/api/create-payment-intent');
    for (const name of ['RateLimitLogin', 'RateLimitOrdering', 'RateLimitPaymentIntents']) expect(rate(name).Limit).toBeLessThan(RATE_LIMITS.all);
    expect(rate('RateLimitPerIp').ScopeDownStatement.NotStatement.Statement.ByteMatchStatement.SearchString).toBe('/api/stripe-webhook');
    for (const name of ['RateLimitLogin', 'RateLimitOrdering', 'RateLimitPaymentIntents', 'RateLimitPerIp']) {
      expect(rules.find((rule) => rule.Name === name)?.Action).toEqual({ Block: {} });
    }
  });

  it("uses AWS's IP reputation, known bad inputs and common rule sets, the common set's body-size rule only counted", () => {
    const [, acl] = onlyResourceOfType(json, 'AWS::WAFv2::WebACL');
    const managed = (acl.Properties.Rules as Record<string, any>[]).filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement.Name).sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const common = managed.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet')!;
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });
});

describe('backups and the budget', () => {
  it('backs up every table daily and monthly, the monthly copies kept over a year, into a locked vault', () => {
    const [vaultId, vault] = onlyResourceOfType(json, 'AWS::Backup::BackupVault');
    expect(vault.Properties.LockConfiguration).toMatchObject({ MinRetentionDays: 7 });
    const [, plan] = onlyResourceOfType(json, 'AWS::Backup::BackupPlan');
    const rules = plan.Properties.BackupPlan.BackupPlanRule as Record<string, any>[];
    const monthly = rules.find((rule) => rule.RuleName === 'Monthly')!;
    expect(monthly.Lifecycle.DeleteAfterDays).toBeGreaterThanOrEqual(365);
    expect(monthly.TargetBackupVault).toEqual({ 'Fn::GetAtt': [vaultId, 'BackupVaultName'] });
    const [, selection] = onlyResourceOfType(json, 'AWS::Backup::BackupSelection');
    expect(selection.Properties.BackupSelection.Resources).toHaveLength(tableKeys.length);
  });

  it('has a monthly cost budget that emails alarmEmail', () => {
    const [, budget] = onlyResourceOfType(json, 'AWS::Budgets::Budget');
    expect(budget.Properties.Budget).toMatchObject({ BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 50, Unit: 'USD' } });
    for (const notification of budget.Properties.NotificationsWithSubscribers) {
      expect(notification.Subscribers).toEqual([{ SubscriptionType: 'EMAIL', Address: TEST_CONTEXT.alarmEmail }]);
    }
  });
});

describe('an optional custom domain', () => {
  it('has none by default: the shop is on its *.cloudfront.net address', () => {
    expect(resourcesOfType(json, 'AWS::CertificateManager::Certificate')).toEqual([]);
    expect(resourcesOfType(json, 'AWS::Route53::RecordSet')).toEqual([]);
  });

  it('serves the shop on the domain of the stage settings: a DNS-validated certificate, the alias on the distribution, A and AAAA records', () => {
    const withDomain = synthesizeStorefront({ customDomain: { domainName: 'shop.example.com', hostedZoneId: 'Z123EXAMPLE', hostedZoneName: 'example.com' } });
    try {
      const domainJson = withDomain.templateJson;
      const [certificateId, certificate] = onlyResourceOfType(domainJson, 'AWS::CertificateManager::Certificate');
      expect(certificate.Properties).toMatchObject({ DomainName: 'shop.example.com', ValidationMethod: 'DNS' });
      const [, distribution] = onlyResourceOfType(domainJson, 'AWS::CloudFront::Distribution');
      expect(distribution.Properties.DistributionConfig).toMatchObject({
        Aliases: ['shop.example.com'],
        ViewerCertificate: { AcmCertificateArn: { Ref: certificateId }, SslSupportMethod: 'sni-only' },
      });
      const records = resourcesOfType(domainJson, 'AWS::Route53::RecordSet').map(([, record]) => record.Properties as Record<string, any>);
      expect(records.map((record) => record.Type).sort()).toEqual(['A', 'AAAA']);
      for (const record of records) expect(record).toMatchObject({ Name: 'shop.example.com.', HostedZoneId: 'Z123EXAMPLE' });
    } finally {
      withDomain.cleanup();
    }
  });
});
