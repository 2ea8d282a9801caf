/**
 * The numbering transaction itself under real concurrency: the orders stream hands changes to the
 * numbering one batch at a time locally, but in the cloud several shards number at once. 20 calls
 * at the same moment, against DynamoDB Local, in tables of this test's own.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { tableDefinitions, type TableKey } from '../../functions/platform/table-definitions.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';

const suffix = randomUUID().slice(0, 8);
const names = Object.fromEntries((Object.keys(tableDefinitions) as TableKey[]).map((key) => [key, `dn-${key}-${suffix}`])) as Record<TableKey, string>;
// The live repository reads its tables and endpoint from the environment, on first use.
for (const key of Object.keys(names) as TableKey[]) process.env[tableDefinitions[key].envVar] = names[key];
process.env.DYNAMODB_ENDPOINT = inject('localStack').dynamoDbUrl;

const { giveDocumentNumber } = await import('../../functions/orders/store/document-numbers-repository.js');

describe('numbering invoices', () => {
  let db: DynamoDBDocumentClient;
  const orderIds = Array.from({ length: 20 }, (_, i) => `order-${i}`);
  const at = '2031-06-01T12:00:00.000Z';

  beforeAll(async () => {
    const client = localDynamoDbClient(inject('localStack').dynamoDbUrl);
    await createTables(client, names);
    db = DynamoDBDocumentClient.from(client);
    await Promise.all(orderIds.map((_id) => db.send(new PutCommand({ TableName: names.orders, Item: { _id, status: 'paid', paidAt: at } }))));
  });

  it('gives 20 orders numbered at the same moment the numbers 1 to 20 of the year, each once', async () => {
    const results = await Promise.all(orderIds.map((orderId) => giveDocumentNumber('invoice', orderId, 2031, at)));
    const numbers = results.map((result) => (result.outcome === 'numbered' ? result.number : 'none'));
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`));
    const stored = await Promise.all(orderIds.map(async (_id) => (await db.send(new GetCommand({ TableName: names.orders, Key: { _id } }))).Item));
    expect(stored.map((order) => order?.invoiceNumber)).toEqual(numbers);
    expect((await db.send(new GetCommand({ TableName: names.sequences, Key: { _id: 'INV-2031' } }))).Item).toEqual({ _id: 'INV-2031', last: 20 });
  });

  it('numbers an order once: a repeated change uses no number', async () => {
    expect(await giveDocumentNumber('invoice', 'order-0', 2031, at)).toEqual({ outcome: 'already-numbered' });
    expect(await giveDocumentNumber('invoice', 'no-such-order', 2031, at)).toEqual({ outcome: 'already-numbered' });
    expect((await db.send(new GetCommand({ TableName: names.sequences, Key: { _id: 'INV-2031' } }))).Item?.last).toBe(20);
  });

  it('runs each kind and year on its own sequence', async () => {
    expect(await giveDocumentNumber('creditNote', 'order-1', 2031, at)).toEqual({ outcome: 'numbered', number: 'CN-2031-000001' });
    await db.send(new PutCommand({ TableName: names.orders, Item: { _id: 'next-year', status: 'paid' } }));
    expect(await giveDocumentNumber('invoice', 'next-year', 2032, '2032-01-01T00:00:00.000Z')).toEqual({ outcome: 'numbered', number: 'INV-2032-000001' });
  });
});
