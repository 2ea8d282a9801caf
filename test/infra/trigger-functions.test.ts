import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggers, type TriggerDefinition } from '../../functions/manifest.js';
import { synthesizeStorefront, TEST_CONTEXT, type TemplateJson } from './support/synthesize-storefront.js';
import { actionsOf, policyStatementsOf, resourcesAllowing, resourcesOfType, triggerFunctionFor } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront({ unpaidOrderHoldMinutes: 90 }));
});

const trigger = (handler: string): TriggerDefinition => triggers.find((entry) => entry.handler === handler)!;
const LOGS = ['logs:CreateLogStream', 'logs:PutLogEvents'];

/** The one stream event source mapping that starts this function. */
function streamMappingOf(functionLogicalId: string) {
  const mappings = resourcesOfType(json, 'AWS::Lambda::EventSourceMapping').filter(([, mapping]) =>
    JSON.stringify(mapping.Properties?.FunctionName).includes(functionLogicalId),
  );
  expect(mappings).toHaveLength(1);
  const [logicalId, mapping] = mappings[0]!;
  return [logicalId, { ...mapping, Properties: mapping.Properties ?? {} }] as [string, { Properties: Record<string, any> }];
}

describe('the functions no route calls', () => {
  it('runs each with 256 MB and 60 s: nobody waits for its cold start', () => {
    for (const entry of triggers) {
      expect(triggerFunctionFor(json, entry).properties, entry.handler).toMatchObject({ MemorySize: 256, Timeout: 60 });
    }
  });

  it('runs the overdue reminders once a day from an EventBridge rule', () => {
    const fn = triggerFunctionFor(json, trigger('send-overdue-reminders'));
    const rules = resourcesOfType(json, 'AWS::Events::Rule').filter(([, rule]) => JSON.stringify(rule.Properties?.Targets ?? []).includes(fn.logicalId));

    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1].Properties?.ScheduleExpression).toMatch(/^rate\((1 day|1440 minutes)\)$/);
  });

  it('runs the hold expiry every minute from an EventBridge rule', () => {
    const fn = triggerFunctionFor(json, trigger('expire-unpaid-orders'));
    const rules = resourcesOfType(json, 'AWS::Events::Rule').filter(([, rule]) => JSON.stringify(rule.Properties?.Targets ?? []).includes(fn.logicalId));

    expect(rules).toHaveLength(1);
    expect(rules[0]?.[1].Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
  });

  it("lets the hold expiry query the expired holds, update orders, give stock back, audit the cancel, take the order off its owner's unpaid count (the counters only) and call Stripe, and nothing else", () => {
    const statements = policyStatementsOf(json, triggerFunctionFor(json, trigger('expire-unpaid-orders')).logicalId);
    const unscoped = statements.filter((statement) => statement.Condition === undefined);
    const scoped = statements.filter((statement) => statement.Condition !== undefined);

    expect(actionsOf(statements)).toEqual(
      ['dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem', 'ssm:GetParameter', ...LOGS].sort(),
    );
    expect(resourcesAllowing(statements, 'dynamodb:PutItem')).toEqual(['AuditTable.Arn']);
    const queried = resourcesAllowing(statements, 'dynamodb:Query');
    expect(queried.some((arn) => arn.includes('byHoldExpiry'))).toBe(true);
    expect(queried.every((arn) => arn.includes('OrdersTable'))).toBe(true);
    expect(resourcesAllowing(unscoped, 'dynamodb:UpdateItem')).toEqual([expect.stringContaining('OrdersTable'), expect.stringContaining('ToolsTable')]);
    expect(resourcesAllowing(statements, 'ssm:GetParameter')).toEqual([expect.stringContaining('stripe-secret-key')]);
    expect(scoped).toEqual([
      expect.objectContaining({
        Action: ['dynamodb:ConditionCheckItem', 'dynamodb:UpdateItem'],
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^UsersTable/), 'Arn'] },
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['unpaid#*'] } },
      }),
    ]);
    expect(JSON.stringify(unscoped)).not.toMatch(/token-private-key|TOKEN_PUBLIC_KEYS|webhook-secret|UsersTable|ReviewsTable|SalesTable/);
  });

  it('sends order emails from the orders stream, retrying from the first failed record and keeping what still fails in a queue', () => {
    const fn = triggerFunctionFor(json, trigger('send-order-emails'));
    const [, mapping] = streamMappingOf(fn.logicalId);

    expect(JSON.stringify(mapping.Properties.FunctionName)).toContain(fn.logicalId);
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('OrdersTable');
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
    });
    expect(JSON.stringify(mapping.Properties.DestinationConfig.OnFailure.Destination)).toMatch(/Failures/);
  });

  it("lets the email function send only as the configured sender, read the stream, write its emails' records and note a refused address on an order, nothing more", () => {
    const fn = triggerFunctionFor(json, trigger('send-order-emails'));
    const statements = policyStatementsOf(json, fn.logicalId);
    const actions = actionsOf(statements);

    expect(actions).toContain('ses:SendEmail');
    expect(actions.filter((action) => action.startsWith('dynamodb:') && !/Stream|GetRecords|GetShardIterator/.test(action)).sort()).toEqual([
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    expect(JSON.stringify(resourcesAllowing(statements, 'dynamodb:PutItem'))).toContain('EmailsTable');
    expect(JSON.stringify(resourcesAllowing(statements, 'dynamodb:PutItem'))).not.toContain('OrdersTable');
    const send = statements.find((statement) => JSON.stringify(statement.Action).includes('ses:SendEmail'));
    expect(send?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': TEST_CONTEXT.emailSender } });
    expect(fn.properties.Environment.Variables).toMatchObject({ EMAIL_FROM: TEST_CONTEXT.emailSender, ADMIN_EMAILS: TEST_CONTEXT.adminEmails });
  });

  it('has exactly one stream event source per stream trigger, and none more', () => {
    expect(resourcesOfType(json, 'AWS::Lambda::EventSourceMapping')).toHaveLength(triggers.filter((entry) => entry.trigger.kind === 'table-stream').length);
  });

  it('watches low stock from the tools stream, retrying from the first failed record and keeping what still fails in a queue', () => {
    const fn = triggerFunctionFor(json, trigger('watch-low-stock'));
    const [, mapping] = streamMappingOf(fn.logicalId);

    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('ToolsTable');
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
    });
    expect(mapping.Properties.DestinationConfig?.OnFailure?.Destination).toBeDefined();
  });

  it('lets the low-stock watch only update and delete the sales figures and email as the configured sender', () => {
    const fn = triggerFunctionFor(json, trigger('watch-low-stock'));
    const statements = policyStatementsOf(json, fn.logicalId);
    const tableActions = actionsOf(statements).filter((action) => action.startsWith('dynamodb:') && !/Stream|GetRecords|GetShardIterator/.test(action));

    expect(tableActions).toEqual(['dynamodb:DeleteItem', 'dynamodb:UpdateItem']);
    expect(resourcesAllowing(statements, 'dynamodb:UpdateItem')).toEqual(['SalesTable.Arn']);
    expect(resourcesAllowing(statements, 'dynamodb:DeleteItem')).toEqual(['SalesTable.Arn']);
    const send = statements.find((statement) => JSON.stringify(statement.Action).includes('ses:SendEmail'));
    expect(send?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': TEST_CONTEXT.emailSender } });
  });

  it('gives the order-writing functions the hold time from the context', () => {
    const fn = triggerFunctionFor(json, trigger('expire-unpaid-orders'));
    expect(fn.properties.Environment.Variables.UNPAID_ORDER_HOLD_MINUTES).toBe('90');
  });
});
