import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers } from '../../functions/manifest.js';
import { tableKeys } from '../../functions/platform/table-definitions.js';
import { synthesizeStorefront, TEST_CONTEXT, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, onlyResourceOfType, resourcesOfType, triggerFunctionFor } from './support/template-queries.js';

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
