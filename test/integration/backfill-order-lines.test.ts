/** The order-lines backfill, on tables of its own in the test stack's DynamoDB Local. */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { tableDefinitions, type TableKey } from '../../functions/platform/table-definitions.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { backfillOrderLines } from '../../scripts/backfill-order-lines.js';

const suffix = randomUUID().slice(0, 8);
const names = Object.fromEntries((Object.keys(tableDefinitions) as TableKey[]).map((key) => [key, `lines-${key}-${suffix}`])) as Record<TableKey, string>;

/** An order as stored before orders had lines: its one tool in toolId and unitPrice. */
const oldOrder = (id: string, toolId: string, quantity: number, status: string) => ({
  _id: id,
  listKey: 'order',
  toolId,
  userId: 'uid-old',
  user_name: 'Old Buyer',
  email: 'old@tools.test',
  product_name: `Tool ${toolId}`,
  quantity,
  address: '1 Old Road',
  number: '01234567890',
  unitPrice: 12.35,
  price: (1235 * quantity) / 100,
  amountCents: 1235 * quantity,
  status,
  createdAt: '2024-01-02T10:00:00.000Z',
});

describe('backfilling the lines of orders stored before lines', () => {
  let db: DynamoDBDocumentClient;
  const scan = async () =>
    ((await db.send(new ScanCommand({ TableName: names.orders, ConsistentRead: true }))).Items ?? []).sort((a, b) =>
      String(a._id).localeCompare(String(b._id)),
    );

  beforeAll(async () => {
    const client = localDynamoDbClient(inject('localStack').dynamoDbUrl);
    db = DynamoDBDocumentClient.from(client);
    await createTables(client, names);
    for (const order of [oldOrder('a-unpaid', 'drill', 3, 'Not paid'), oldOrder('b-paid', 'saw', 7, 'paid'), oldOrder('c-refunded', 'drill', 1, 'refunded')]) {
      await db.send(new PutCommand({ TableName: names.orders, Item: order }));
    }
    // Already with lines (placed by this release): left as it is.
    await db.send(
      new PutCommand({
        TableName: names.orders,
        Item: {
          ...oldOrder('d-new', 'vise', 2, 'Not paid'),
          lines: [{ toolId: 'vise', product_name: 'Tool vise', quantity: 2, unitPrice: 12.35, amountCents: 2470 }],
          subtotalCents: 2470,
          taxCents: 0,
        },
      }),
    );
    await db.send(new PutCommand({ TableName: names.orders, Item: { _id: 'e-broken', listKey: 'order' } }));
  });

  it('gives every old order its one line, subtotal and tax, then writes nothing on a second run', async () => {
    const before = await scan();

    const first = await backfillOrderLines(db, names.orders);
    const afterFirst = await scan();
    const second = await backfillOrderLines(db, names.orders);

    expect(first).toEqual({ ordersRead: 5, linesWritten: 3, ordersSkipped: ['e-broken'] });
    expect(afterFirst.find((order) => order._id === 'b-paid')).toEqual({
      ...before.find((order) => order._id === 'b-paid'),
      lines: [{ toolId: 'saw', product_name: 'Tool saw', quantity: 7, unitPrice: 12.35, amountCents: 8645 }],
      subtotalCents: 8645,
      taxCents: 0,
    });
    expect(afterFirst.find((order) => order._id === 'd-new')).toEqual(before.find((order) => order._id === 'd-new'));
    expect(second).toEqual({ ordersRead: 5, linesWritten: 0, ordersSkipped: ['e-broken'] });
    expect(await scan()).toEqual(afterFirst);
  });
});
