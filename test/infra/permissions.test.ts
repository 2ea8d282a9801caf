import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers, type RouteDefinition, type TriggerDefinition } from '../../functions/manifest.js';
import { tableDefinitions, type TableKey } from '../../functions/platform/table-definitions.js';
import { CREDIT_LEDGER_PREFIX } from '../../functions/trade/store/credit-ledger-key.js';
import { UNPAID_COUNTER_PREFIX } from '../../functions/accounts/store/unpaid-counter-key.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { updatableAttributesCondition } from '../../infra/constructs/route-access.js';
import {
  actionsOf,
  apiFunctionFor,
  asArray,
  describe as text,
  everyPolicyStatement,
  integrationsOf,
  policyStatementsOf,
  resourcesAllowing,
  routeKeyOf,
  triggerFunctionFor,
  type PolicyStatement,
} from './support/template-queries.js';

let json: TemplateJson;

let cleanup = () => {};
afterAll(() => cleanup());

beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

const route = (handler: string): RouteDefinition => routes.find((entry) => entry.handler === handler)!;
const statementsOf = (entry: RouteDefinition): PolicyStatement[] => policyStatementsOf(json, apiFunctionFor(json, entry).logicalId);

const LOGS = ['logs:CreateLogStream', 'logs:PutLogEvents'];
/** Every route's function reads the origin secret at run time (SSM's Secrets Manager reference, and the secret). */
const ORIGIN_SECRET_READ = ['secretsmanager:GetSecretValue', 'ssm:GetParameter'];

const tableArn = (table: TableKey) => `${table.charAt(0).toUpperCase()}${table.slice(1)}Table.Arn`;
const indexArns = (table: TableKey) => tableDefinitions[table].indexes.map((index) => `${tableArn(table)}/index/${index.indexName}`);
const parameterArn = (name: string) => `arn:\${AWS::Partition}:ssm:\${AWS::Region}:\${AWS::AccountId}:parameter${name}`;
const dynamoDbActionsOf = (statements: PolicyStatement[]) => actionsOf(statements).filter((action) => action.startsWith('dynamodb:'));
const unscoped = (statements: PolicyStatement[]) => statements.filter((statement) => statement.Condition === undefined);
const scoped = (statements: PolicyStatement[]) => statements.filter((statement) => statement.Condition !== undefined);
const functionStatementsOf = (entry: RouteDefinition | TriggerDefinition) =>
  'trigger' in entry ? policyStatementsOf(json, triggerFunctionFor(json, entry).logicalId) : statementsOf(entry);
/** A statement as `{ actions, resource, condition }`, its resource written readably. */
const readable = (statement: PolicyStatement) => ({
  actions: [...asArray(statement.Action)].sort(),
  resource: text(statement.Resource),
  condition: statement.Condition,
});
const leadingKeys = (prefix: string) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] } });

describe('least privilege', () => {
  it("lets a read-only function (GET /hometools) only Query the tools table and its index, and write its logs (to its module's log group)", () => {
    const statements = statementsOf(route('list-home-tools'));

    expect(actionsOf(statements)).toEqual(['dynamodb:Query', ...LOGS, ...ORIGIN_SECRET_READ].sort());
    expect(resourcesAllowing(statements, 'dynamodb:Query')).toEqual([tableArn('tools'), ...indexArns('tools')].sort());
    expect(resourcesAllowing(statements, 'logs:PutLogEvents')).toEqual([
      `${apiFunctionFor(json, route('list-home-tools')).properties.LoggingConfig.LogGroup.Ref}.Arn`,
    ]);
  });

  it("lets the order-creating function read an order (Idempotency-Key), count unpaid orders, put orders, update tools and the account's count of unpaid orders, read the caller's trade terms, and nothing more (the sales figures follow the stream): no secret either", () => {
    const statements = statementsOf(route('create-order'));

    expect(dynamoDbActionsOf(statements)).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    // trade: the caller's membership, company and contract prices (GetItem), and its admins for an order awaiting approval (Query).
    expect(resourcesAllowing(statements, 'dynamodb:Query')).toEqual(
      [tableArn('orders'), ...indexArns('orders'), tableArn('trade'), ...indexArns('trade')].sort(),
    );
    expect(resourcesAllowing(unscoped(statements), 'dynamodb:GetItem')).toEqual([tableArn('orders'), tableArn('tools'), tableArn('trade')].sort());
    expect(resourcesAllowing(statements, 'dynamodb:PutItem')).toEqual([tableArn('orders')]);
    expect(resourcesAllowing(unscoped(statements), 'dynamodb:UpdateItem')).toEqual([tableArn('tools')]);
    // On account: the company's balance moves in the order's transaction, on its ledger item only, never the company.
    expect(scoped(statements).map(readable)).toEqual([
      { actions: ['dynamodb:UpdateItem'], resource: tableArn('trade'), condition: leadingKeys(CREDIT_LEDGER_PREFIX) },
      { actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resource: tableArn('users'), condition: leadingKeys(UNPAID_COUNTER_PREFIX) },
    ]);
    expect(resourcesAllowing(statements, 'dynamodb:ConditionCheckItem')).toEqual([tableArn('orders')]);
    // No SSM secret: only the origin secret, through its Secrets Manager reference.
    expect(resourcesAllowing(statements, 'ssm:GetParameter')).toEqual([parameterArn('/aws/reference/secretsmanager/storefront/test/origin-verify')]);
  });

  describe("the functions that move an account's count of unpaid orders", () => {
    const counterMovers: (RouteDefinition | TriggerDefinition)[] = [
      route('create-order'),
      route('place-order'),
      route('cancel-order'),
      route('confirm-payment'),
      route('stripe-webhook'),
      triggers.find((entry) => entry.handler === 'expire-unpaid-orders')!,
    ];

    it.each(counterMovers.map((entry) => [entry.handler, entry] as const))(
      '%s writes the users table only on the counters (dynamodb:LeadingKeys unpaid#*)',
      (_handler, entry) => {
        const onUsers = functionStatementsOf(entry)
          .map(readable)
          .filter((statement) => statement.resource === tableArn('users'));
        const writes = onUsers.filter((statement) => statement.actions.some((action) => action !== 'dynamodb:GetItem'));

        expect(entry.keyScoped?.users?.prefix).toBe(UNPAID_COUNTER_PREFIX);
        expect(writes).toEqual([
          { actions: expect.arrayContaining(['dynamodb:UpdateItem']), resource: tableArn('users'), condition: leadingKeys(UNPAID_COUNTER_PREFIX) },
        ]);
      },
    );
  });

  it('lets only the functions that write user records (the login, the profile update, make-admin) update any item of the users table', () => {
    const unscopedUsersWriters = [...routes, ...triggers]
      .filter((entry) => {
        const statements = unscoped(functionStatementsOf(entry));
        return ['dynamodb:UpdateItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:ConditionCheckItem'].some((action) =>
          resourcesAllowing(statements, action).includes(tableArn('users')),
        );
      })
      .map((entry) => entry.handler)
      .sort();

    expect(unscopedUsersWriters).toEqual(['login', 'make-admin', 'update-profile']);
  });

  it('lets neither the public webhook nor the login delete anything', () => {
    for (const handler of ['stripe-webhook', 'login']) {
      expect(dynamoDbActionsOf(statementsOf(route(handler))), handler).not.toContain('dynamodb:DeleteItem');
    }
  });

  it.each(routes.map((entry) => [routeKeyOf(entry), entry] as const))('%s may do on the tables exactly what its manifest entry lists', (_key, entry) => {
    const statements = unscoped(statementsOf(entry));
    const updatable = (entry as RouteDefinition).updatableAttributes ?? {};
    // An UpdateItem limited to some attributes is granted under its condition only (below).
    const listed = (Object.entries(entry.tables) as [TableKey, readonly string[]][]).map(
      ([table, actions]) => [table, actions.filter((action) => !(action === 'UpdateItem' && updatable[table]))] as [TableKey, readonly string[]],
    );
    const expectedActions = [...new Set(listed.flatMap(([, actions]) => actions.map((action) => `dynamodb:${action}`)))].sort();
    expect(dynamoDbActionsOf(statements)).toEqual(expectedActions);
    for (const action of expectedActions) {
      const expectedResources = listed
        .filter(([, actions]) => actions.includes(action.replace('dynamodb:', '')))
        .flatMap(([table]) => [tableArn(table), ...(action === 'dynamodb:Query' ? indexArns(table) : [])])
        .sort();
      expect(resourcesAllowing(statements, action), action).toEqual(expectedResources);
    }
    const keyScoped = Object.entries((entry as RouteDefinition).keyScoped ?? {}).map(([table, grant]) => ({
      actions: grant!.actions.map((action) => `dynamodb:${action}`).sort(),
      resource: tableArn(table as TableKey),
      condition: leadingKeys(grant!.prefix),
    }));
    const attributeScoped = Object.entries(updatable).map(([table, attributes]) => ({
      actions: ['dynamodb:UpdateItem'],
      resource: tableArn(table as TableKey),
      condition: updatableAttributesCondition(attributes!),
    }));
    expect(
      scoped(statementsOf(entry))
        .filter((statement) => dynamoDbActionsOf([statement]).length > 0)
        .map(readable),
    ).toEqual(expect.arrayContaining([...keyScoped, ...attributeScoped]));
    expect(scoped(statementsOf(entry)).filter((statement) => dynamoDbActionsOf([statement]).length > 0)).toHaveLength(
      keyScoped.length + attributeScoped.length,
    );
  });

  it('never grants Scan, batch writes or wildcard actions, nor any action on a wildcard resource, to an API function', () => {
    for (const entry of routes) {
      const statements = statementsOf(entry);
      for (const action of actionsOf(statements)) {
        // A batch of reads (BatchGetItem) is a read like GetItem; a batch write would skip the conditions every write carries.
        expect(action, routeKeyOf(entry)).not.toMatch(/\*|Scan|BatchWrite|PartiQL/);
      }
      for (const resource of statements.flatMap((statement) => asArray(statement.Resource).map(text))) {
        expect(resource, routeKeyOf(entry)).not.toBe('*');
        expect(resource, routeKeyOf(entry)).not.toMatch(/\/\*$|table\/\*/);
      }
    }
  });

  it("lets only Stripe routes read the Stripe keys, only the webhook read its signing secret, and only the login read the app token's private key", () => {
    for (const entry of routes) {
      const parameters = resourcesAllowing(statementsOf(entry), 'ssm:GetParameter');
      const stripe = integrationsOf(entry).includes('stripe');
      expect(parameters.includes(parameterArn('/storefront/test/token-private-key')), routeKeyOf(entry)).toBe(entry.handler === 'login');
      expect(parameters.includes(parameterArn('/storefront/test/stripe-secret-key')), routeKeyOf(entry)).toBe(stripe);
      expect(parameters.includes(parameterArn('/storefront/test/stripe-webhook-secret')), routeKeyOf(entry)).toBe(stripe && entry.access === 'public');
    }
  });

  it('grants no role in the stack a DynamoDB Scan or a KMS permission', () => {
    const everyAction = everyPolicyStatement(json).flatMap((statement) => asArray(statement.Action));
    expect(everyAction.filter((action) => /^dynamodb:(Scan|\*)|^kms:/.test(action))).toEqual([]);
  });
});
