/**
 * IAM as narrow as the code's writes. The public webhook may update an order's attributes of the
 * provider's events only (dynamodb:Attributes, from the lifecycle table's own list, and no
 * ReturnValues that answer other attributes); the local IAM proxy gives an UpdateItem the same
 * condition keys AWS does, so the integration tests run the webhook under that condition. (The audit
 * table's append-only grants are asserted in audit-trail.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '../../functions/manifest.js';
import { attributesOfChanges, ORDER_LIFECYCLE, PROVIDER_EVENT_CHANGES, UNPAID_ONLY } from '../../functions/orders/contract/lifecycle.js';
import { updatableAttributesCondition } from '../../infra/constructs/route-access.js';
import { attributesNamedBy, requiredPermissions } from '../../infra/local/iam/dynamodb-request-actions.js';
import { roleAuthorizer, type LocalRole } from '../../infra/local/iam/role-authorizer.js';
import { tableArn } from '../../infra/local/template-model.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, asArray, describe as text, policyStatementsOf } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});
afterAll(() => cleanup());

const webhook = routes.find((entry) => entry.handler === 'stripe-webhook') as RouteDefinition;
const WEBHOOK_ATTRIBUTES = attributesOfChanges(PROVIDER_EVENT_CHANGES);

describe("the public webhook's updates of orders", () => {
  it('are granted only under a dynamodb:Attributes condition listing the attributes of the changes a provider event makes', () => {
    const updatesOfOrders = policyStatementsOf(json, apiFunctionFor(json, webhook).logicalId).filter(
      (statement) => asArray(statement.Action).includes('dynamodb:UpdateItem') && text(statement.Resource) === 'OrdersTable.Arn',
    );

    expect(updatesOfOrders.map((statement) => ({ actions: asArray(statement.Action), condition: statement.Condition }))).toEqual([
      {
        actions: ['dynamodb:UpdateItem'],
        condition: {
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': WEBHOOK_ATTRIBUTES },
          StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
        },
      },
    ]);
  });

  it('list what those changes set, clear and read, and none of the fields the webhook never writes', () => {
    expect(WEBHOOK_ATTRIBUTES).toEqual(expect.arrayContaining(['_id', 'status', 'transactionId', 'paidAt', 'refundedCents', 'disputed', ...UNPAID_ONLY]));
    for (const field of [
      'email',
      'userId',
      'user_name',
      'address',
      'number',
      'lines',
      'price',
      'invoiceNumber',
      'deliveredAt',
      'carrier',
      'trackingNumber',
      'refusedEmailAddresses',
      'paymentIntentId',
    ]) {
      expect(WEBHOOK_ATTRIBUTES, field).not.toContain(field);
    }
    // Every attribute a provider-event change declares it sets is in the list: the store refuses to write any other (order-writes.ts).
    for (const name of PROVIDER_EVENT_CHANGES) {
      for (const attribute of (ORDER_LIFECYCLE[name] as { sets?: readonly string[] }).sets ?? [])
        expect(WEBHOOK_ATTRIBUTES, `${name}: ${attribute}`).toContain(attribute);
    }
  });
});

describe('the local IAM proxy on an attribute-limited UpdateItem', () => {
  const orders = tableArn('orders');
  const role: LocalRole = {
    roleName: 'Webhook',
    policies: [
      {
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: orders, Condition: updatableAttributesCondition(WEBHOOK_ATTRIBUTES) }],
      },
    ],
  };
  const authorize = roleAuthorizer(role);
  const allowed = (body: Record<string, unknown>) =>
    Promise.all(requiredPermissions('UpdateItem', { TableName: 'orders', Key: { _id: { S: 'o1' } }, ...body }, () => '_id').map(authorize)).then((decisions) =>
      decisions.every(Boolean),
    );
  const paying = {
    UpdateExpression: 'SET #s0 = :s0, #s1 = :s1 REMOVE #r0, holdKey',
    ConditionExpression: 'attribute_exists(#c0) AND #c1 = :c1',
    ExpressionAttributeNames: { '#s0': 'status', '#s1': 'paidAt', '#r0': 'unpaidOwner', '#c0': '_id', '#c1': 'amountCents' },
  };

  it('reads the top-level attributes a request names from its key and expressions, placeholders and bare names', () => {
    expect(attributesNamedBy({ Key: { _id: { S: 'o1' } }, ...paying })).toEqual(['_id', 'amountCents', 'holdKey', 'paidAt', 'status', 'unpaidOwner']);
    expect(
      attributesNamedBy({ UpdateExpression: 'SET a.b = :v, c[0] = list_append(if_not_exists(#l, :none), :v)', ExpressionAttributeNames: { '#l': 'list' } }),
    ).toEqual(['a', 'c', 'list']);
  });

  it("allows the provider's changes, and refuses an update naming any other attribute or answering the whole item", async () => {
    expect(await allowed(paying)).toBe(true);
    expect(await allowed({ ...paying, ReturnValues: 'UPDATED_NEW' })).toBe(true);
    expect(await allowed({ ...paying, UpdateExpression: 'SET #s0 = :s0, email = :e' })).toBe(false);
    expect(await allowed({ ...paying, ExpressionAttributeNames: { ...paying.ExpressionAttributeNames, '#s1': 'amountCents', '#r0': 'lines' } })).toBe(false);
    expect(await allowed({ ...paying, ReturnValues: 'ALL_NEW' })).toBe(false);
  });
});
