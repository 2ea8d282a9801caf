/** The data migration to user-id keys, on tables of its own in the test stack's DynamoDB Local. */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TableKey } from '../../functions/platform/table-definitions.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { migrateToUserIds, type MigrationTables } from '../../scripts/migrate-to-user-ids.js';

describe('migrating data made under the old keys to user ids', () => {
  const suffix = randomUUID().slice(0, 8);
  const names: Record<TableKey, string> = {
    tools: `mig-tools-${suffix}`,
    orders: `mig-orders-${suffix}`,
    reviews: `mig-reviews-${suffix}`,
    users: `mig-users-${suffix}`,
    audit: `mig-audit-${suffix}`,
    sales: `mig-sales-${suffix}`,
    emails: `mig-emails-${suffix}`,
    sequences: `mig-sequences-${suffix}`,
  };
  const tables: MigrationTables = { oldUsers: `mig-old-users-${suffix}`, users: names.users, orders: names.orders, reviews: names.reviews };
  let db: DynamoDBDocumentClient;
  const get = async (table: string, id: string) => (await db.send(new GetCommand({ TableName: table, Key: { _id: id } }))).Item;

  beforeAll(async () => {
    const client = localDynamoDbClient(inject('localStack').dynamoDbUrl);
    db = DynamoDBDocumentClient.from(client);
    await createTables(client, names);
    await client.send(
      new CreateTableCommand({
        TableName: tables.oldUsers,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'email', AttributeType: 'S' }],
      }),
    );
    const put = (table: string, item: Record<string, unknown>) => db.send(new PutCommand({ TableName: table, Item: item }));
    await put(tables.oldUsers, {
      email: 'ada@tools.test',
      _id: 'uid-ada',
      name: 'Ada',
      role: 'admin',
      education: 'BSc',
      listKey: 'user',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    await put(tables.orders, { _id: 'order-ada', email: 'ada@tools.test', status: 'paid', listKey: 'order', createdAt: '2025-01-02T00:00:00.000Z' });
    await put(tables.orders, { _id: 'order-nobody', email: 'gone@tools.test', status: 'Not paid', listKey: 'order', createdAt: '2025-01-03T00:00:00.000Z' });
    await put(tables.reviews, {
      _id: 'review-ada',
      email: 'ada@tools.test',
      customer: 'Ada',
      name: 'Drill',
      comment: 'Good',
      star: 5,
      listKey: 'review',
      createdAt: '2025-01-04T00:00:00.000Z',
    });
    await put(tables.reviews, {
      _id: 'review-anon',
      email: 'anon@tools.test',
      customer: 'anon@tools.test',
      name: 'Drill',
      comment: 'Ok',
      star: 3,
      listKey: 'review',
      createdAt: '2025-01-05T00:00:00.000Z',
    });
  });

  it('copies users under their id, gives orders and reviews their owner id, and takes the emails out of reviews', async () => {
    const report = await migrateToUserIds(db, tables);

    expect(report).toEqual({ usersCopied: 1, ordersOwned: 1, reviewsOwned: 2, ordersWithoutUser: ['order-nobody'] });
    expect(await get(tables.users, 'uid-ada')).toMatchObject({
      email: 'ada@tools.test',
      role: 'admin',
      education: 'BSc',
      signedInAt: '2025-01-01T00:00:00.000Z',
    });
    expect(await get(tables.orders, 'order-ada')).toMatchObject({ userId: 'uid-ada', email: 'ada@tools.test' });
    expect(await get(tables.orders, 'order-nobody')).not.toHaveProperty('userId');
    expect(await get(tables.reviews, 'review-ada')).toMatchObject({ userId: 'uid-ada', customer: 'Ada' });
    const anonymous = await get(tables.reviews, 'review-anon');
    expect(anonymous).toMatchObject({ userId: 'legacy-reviewer-review-anon', customer: 'A customer' });
    expect(anonymous).not.toHaveProperty('email');
  });

  it('changes nothing when run again', async () => {
    const report = await migrateToUserIds(db, tables);

    expect(report).toEqual({ usersCopied: 0, ordersOwned: 0, reviewsOwned: 0, ordersWithoutUser: ['order-nobody'] });
  });
});
