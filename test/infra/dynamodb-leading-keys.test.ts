/**
 * The local DynamoDB proxy authorizes a statement limited to a key prefix (dynamodb:LeadingKeys) as
 * AWS does: every item a request touches gives its partition key, and the statement allows the
 * request only when all of them start with the prefix; a statement without the condition allows
 * whatever item, as before.
 */
import { describe, expect, it } from 'vitest';
import { leadingKeysCondition } from '../../infra/constructs/route-access.js';
import { requiredPermissions } from '../../infra/local/iam/dynamodb-request-actions.js';
import { roleAuthorizer, type LocalRole } from '../../infra/local/iam/role-authorizer.js';
import { tableArn } from '../../infra/local/template-model.js';
import { UNPAID_COUNTER_PREFIX } from '../../functions/accounts/store/unpaid-counter-key.js';

const partitionKeyOf = (table: string) => ({ users: '_id', orders: '_id' })[table];
const users = tableArn('users');
const orders = tableArn('orders');
const leading = (...keys: string[]) => ({ 'dynamodb:LeadingKeys': keys });
/** An UpdateItem also names its attributes (dynamodb:Attributes): here its key's only. */
const updating = (...keys: string[]) => ({ ...leading(...keys), 'dynamodb:Attributes': ['_id'] });

describe('the permissions a DynamoDB request needs, with its items’ partition keys', () => {
  it('gives a single-item call its key’s partition value, and an item put its item’s', () => {
    expect(requiredPermissions('UpdateItem', { TableName: 'users', Key: { _id: { S: 'unpaid#u1' } } }, partitionKeyOf)).toEqual([
      { action: 'dynamodb:UpdateItem', resource: users, context: updating('unpaid#u1') },
    ]);
    expect(requiredPermissions('PutItem', { TableName: 'orders', Item: { _id: { S: 'o1' }, total: { N: '5' } } }, partitionKeyOf)).toEqual([
      { action: 'dynamodb:PutItem', resource: orders, context: leading('o1') },
    ]);
  });

  it('gives each item of a transaction its own partition value, a condition check included', () => {
    const body = {
      TransactItems: [
        { Update: { TableName: 'orders', Key: { _id: { S: 'o1' } } } },
        { ConditionCheck: { TableName: 'users', Key: { _id: { S: 'unpaid#u1' } } } },
        { Put: { TableName: 'users', Item: { _id: { S: 'u1' } } } },
      ],
    };
    expect(requiredPermissions('TransactWriteItems', body, partitionKeyOf)).toEqual([
      { action: 'dynamodb:UpdateItem', resource: orders, context: updating('o1') },
      { action: 'dynamodb:ConditionCheckItem', resource: users, context: leading('unpaid#u1') },
      { action: 'dynamodb:PutItem', resource: users, context: leading('u1') },
    ]);
    expect(requiredPermissions('TransactGetItems', { TransactItems: [{ Get: { TableName: 'users', Key: { _id: { S: 'u2' } } } }] }, partitionKeyOf)).toEqual([
      { action: 'dynamodb:GetItem', resource: users, context: leading('u2') },
    ]);
  });

  it('gives a batch all the partition values of its table at once', () => {
    const write = { RequestItems: { users: [{ PutRequest: { Item: { _id: { S: 'unpaid#u1' } } } }, { DeleteRequest: { Key: { _id: { S: 'u1' } } } }] } };
    const get = { RequestItems: { users: { Keys: [{ _id: { S: 'u1' } }, { _id: { S: 'u2' } }] } } };
    expect(requiredPermissions('BatchWriteItem', write, partitionKeyOf)).toEqual([
      { action: 'dynamodb:BatchWriteItem', resource: users, context: leading('unpaid#u1', 'u1') },
    ]);
    expect(requiredPermissions('BatchGetItem', get, partitionKeyOf)).toEqual([
      { action: 'dynamodb:BatchGetItem', resource: users, context: leading('u1', 'u2') },
    ]);
  });

  it('gives a Query none (no grant is scoped on a Query)', () => {
    expect(requiredPermissions('Query', { TableName: 'users', IndexName: 'byEmail' }, partitionKeyOf)).toEqual([
      { action: 'dynamodb:Query', resource: `${users}/index/byEmail` },
    ]);
  });
});

/** The users-table grants of a function that moves the unpaid-order counters: GetItem on any item, writes on the counters only. */
const COUNTER_WRITER: LocalRole = {
  roleName: 'CounterWriter',
  policies: [
    {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: users },
        {
          Effect: 'Allow',
          Action: ['dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'],
          Resource: users,
          Condition: leadingKeysCondition(UNPAID_COUNTER_PREFIX),
        },
      ],
    },
  ],
};

describe('a role whose writes are limited to a key prefix', () => {
  const authorize = roleAuthorizer(COUNTER_WRITER);
  const allowed = (operation: string, body: Record<string, unknown>) =>
    Promise.all(requiredPermissions(operation, body, partitionKeyOf).map(authorize)).then((decisions) => decisions.every(Boolean));
  const update = (id: string) => ({ TableName: 'users', Key: { _id: { S: id } } });

  it('may update a counter, but not a user record', async () => {
    expect(await allowed('UpdateItem', update('unpaid#u1'))).toBe(true);
    expect(await allowed('UpdateItem', update('u1'))).toBe(false);
    // The same decision again, from the cache: the cache tells the two keys apart.
    expect(await allowed('UpdateItem', update('u1'))).toBe(false);
    expect(await allowed('UpdateItem', update('unpaid#u1'))).toBe(true);
  });

  it('may check a counter in a transaction, but not a user record, nor a transaction that also updates one', async () => {
    const check = (id: string) => ({ ConditionCheck: { TableName: 'users', Key: { _id: { S: id } } } });
    const updateIn = (id: string) => ({ Update: update(id) });
    expect(await allowed('TransactWriteItems', { TransactItems: [check('unpaid#u1'), updateIn('unpaid#u2')] })).toBe(true);
    expect(await allowed('TransactWriteItems', { TransactItems: [check('u1')] })).toBe(false);
    expect(await allowed('TransactWriteItems', { TransactItems: [updateIn('unpaid#u1'), updateIn('u1')] })).toBe(false);
  });

  it('keeps its unscoped grant on every item, and has no action it was not granted', async () => {
    expect(await allowed('GetItem', update('u1'))).toBe(true);
    expect(await allowed('GetItem', update('unpaid#u1'))).toBe(true);
    expect(await allowed('PutItem', { TableName: 'users', Item: { _id: { S: 'unpaid#u1' } } })).toBe(false);
  });

  it('refuses an item whose partition key it cannot read (a table it has no definition of): never a pass', async () => {
    const body = { TableName: 'elsewhere', Key: { x: { S: 'unpaid#u1' } } };
    const [required] = requiredPermissions('UpdateItem', body, partitionKeyOf);
    expect(required?.context).toEqual({ ...leading(''), 'dynamodb:Attributes': ['x'] });
  });
});
