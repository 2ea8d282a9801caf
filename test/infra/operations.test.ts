import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers, type RouteDefinition } from '../../functions/manifest.js';
import { tableKeys } from '../../functions/platform/table-definitions.js';
import { synthesizeStorefront, TEST_CONTEXT, TEST_STAGE, type TemplateJson } from './support/synthesize-storefront.js';
import { functionLogGroupName } from '../../infra/constructs/function-log-groups.js';
import { apiFunctionFor, onlyResourceOfType, policyStatementsOf, resourcesAllowing, resourcesOfType, triggerFunctionFor } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

describe('the stack', () => {
  it('keeps the app stack under 400 resources (CloudFormation allows 500): the alarms and dashboard live in the monitoring stack', () => {
    expect(Object.keys(json.Resources).length).toBeLessThan(400);
    expect(resourcesOfType(json, 'AWS::CloudWatch::Alarm')).toHaveLength(0);
    expect(resourcesOfType(json, 'AWS::CloudWatch::Dashboard')).toHaveLength(0);
  });

  it("costs at most 4 resources per route (role, function, integration, route: the log group is its module's), so new routes can be budgeted", () => {
    // Five routes of modules that keep other routes (their log group stays), outside the Stripe integration (its layer) and the site's pages.
    const dropped: RouteDefinition[] = [];
    for (const route of routes.filter((entry) => !('integrations' in entry) && !('sitePage' in entry))) {
      const left = routes.filter((other) => other.module === route.module && other !== route && !dropped.includes(other));
      if (dropped.length < 5 && left.length > 0) dropped.push(route);
    }
    expect(dropped).toHaveLength(5);
    const fewer = synthesizeStorefront({ routes: routes.filter((route) => !dropped.includes(route)) });
    try {
      const perRoute = (Object.keys(json.Resources).length - Object.keys(fewer.templateJson.Resources).length) / dropped.length;
      expect(perRoute).toBeLessThanOrEqual(4);
    } finally {
      fewer.cleanup();
    }
  });

  it("keeps each function's statements in its role's inline policy: no AWS::IAM::Policy resource for a function role", () => {
    const roleOf = (fn: { properties: Record<string, any> }) => (fn.properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const functionRoles = new Set([
      ...routes.map((route) => roleOf(apiFunctionFor(json, route))),
      ...triggers.map((trigger) => roleOf(triggerFunctionFor(json, trigger))),
    ]);
    const attached = resourcesOfType(json, 'AWS::IAM::Policy').flatMap(([, policy]) => (policy.Properties?.Roles ?? []) as Array<{ Ref?: string }>);
    expect(attached.filter((role) => role.Ref && functionRoles.has(role.Ref))).toEqual([]);
  });

  it('has SES send with a configuration set whose bounces and complaints reach CloudWatch, as the sender identity', () => {
    const [, destination] = onlyResourceOfType(json, 'AWS::SES::ConfigurationSetEventDestination');
    expect(destination.Properties.EventDestination.MatchingEventTypes).toEqual(expect.arrayContaining(['bounce', 'complaint']));
    const [, identity] = onlyResourceOfType(json, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe(TEST_CONTEXT.emailSender);
  });
});

describe("the functions' logs", () => {
  const functions = () => [
    ...routes.map((route) => ({ handler: route.handler, module: route.module, ...apiFunctionFor(json, route) })),
    ...triggers.map((trigger) => ({ handler: trigger.handler, module: trigger.module, ...triggerFunctionFor(json, trigger) })),
  ];
  const logGroupOf = (fn: { properties: Record<string, any> }) => (fn.properties.LoggingConfig?.LogGroup as { Ref: string } | undefined)?.Ref;

  it("keeps every function's logs a month: each module group a function logs to", () => {
    const groups = new Map(resourcesOfType(json, 'AWS::Logs::LogGroup'));
    for (const fn of functions()) expect(groups.get(logGroupOf(fn)!)?.Properties?.RetentionInDays, fn.handler).toBe(30);
  });

  it("sends each function's logs to its module's log group (/storefront/<stack>/<module>), one group per module", () => {
    const groups = new Map(resourcesOfType(json, 'AWS::Logs::LogGroup'));
    const byModule = new Map<string, Set<string>>();
    for (const fn of functions()) {
      const groupId = logGroupOf(fn);
      expect(groupId, fn.handler).toBeDefined();
      expect(groups.get(groupId!)?.Properties?.LogGroupName, fn.handler).toBe(functionLogGroupName(`Storefront-${TEST_STAGE}`, fn.module));
      byModule.set(fn.module, (byModule.get(fn.module) ?? new Set()).add(groupId!));
    }
    for (const [module, ids] of byModule) expect(ids.size, module).toBe(1);
    expect(new Set([...byModule.values()].flatMap((ids) => [...ids])).size).toBe(new Set([...routes, ...triggers].map((entry) => entry.module)).size);
  });

  it("lets each function's own role write logs to its module's group only: no other group, no other logs action", () => {
    for (const fn of functions()) {
      const statements = policyStatementsOf(json, fn.logicalId);
      const logsActions = statements.flatMap((statement) => [statement.Action].flat()).filter((action) => String(action).startsWith('logs:'));
      expect([...new Set(logsActions)].sort(), fn.handler).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      for (const action of ['logs:CreateLogStream', 'logs:PutLogEvents']) {
        expect(resourcesAllowing(statements, action), `${fn.handler} ${action}`).toEqual([`${logGroupOf(fn)}.Arn`]);
      }
    }
    // Still a role per function (least privilege per function, not per module).
    const roles = functions().map((fn) => JSON.stringify(fn.properties.Role));
    expect(new Set(roles).size).toBe(roles.length);
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
