/**
 * The document-numbers backfill, on tables of its own in the test stack's DynamoDB Local: orders
 * paid or refunded before the shop numbered documents get their invoice (and credit note) numbers,
 * in the order they were paid, after the numbers already given; a second run gives nothing.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readOrder, type Order } from '../../functions/orders/contract/order.js';
import { tableDefinitions, type TableKey } from '../../functions/platform/table-definitions.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { backfillDocumentNumbers } from '../../scripts/backfill-document-numbers.js';

const suffix = randomUUID().slice(0, 8);
const names = Object.fromEntries((Object.keys(tableDefinitions) as TableKey[]).map((key) => [key, `dn-${key}-${suffix}`])) as Record<TableKey, string>;
// The live repository reads its tables and endpoint from the environment, on first use.
for (const key of Object.keys(names) as TableKey[]) process.env[tableDefinitions[key].envVar] = names[key];
process.env.DYNAMODB_ENDPOINT = inject('localStack').dynamoDbUrl;

const { giveDocumentNumber } = await import('../../functions/orders/store/document-numbers-repository.js');

/** The day the job runs: its documents are issued that day, in that year's sequences. */
const RUN_AT = new Date('2026-06-01T08:00:00.000Z');

const order = (id: string, fields: Partial<Order>): Order =>
  readOrder({
    _id: `${id}-${suffix}`,
    userId: 'uid-buyer',
    user_name: 'Buyer',
    email: 'buyer@tools.test',
    toolId: 'drill',
    product_name: 'Drill',
    quantity: 2,
    unitPrice: 12.5,
    price: 25,
    address: '7 Foundry Lane, Leeds',
    number: '01712345678',
    amountCents: 2_500,
    status: 'Not paid',
    createdAt: '2024-03-04T09:00:00.000Z',
    ...fields,
  });

describe('backfilling the invoice and credit-note numbers', () => {
  let db: DynamoDBDocumentClient;
  const stored = async (id: string) => (await db.send(new GetCommand({ TableName: names.orders, Key: { _id: `${id}-${suffix}` }, ConsistentRead: true }))).Item;

  beforeAll(async () => {
    const client = localDynamoDbClient(inject('localStack').dynamoDbUrl);
    db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
    await createTables(client, names);
    const orders = [
      order('unpaid', {}),
      order('cancelled', { status: 'cancelled' }),
      order('paid-later', { status: 'paid', paidAt: '2024-03-09T10:00:00.000Z', transactionId: 'pi_later' }),
      order('paid-first', { status: 'paid', paidAt: '2024-03-05T10:00:00.000Z', transactionId: 'pi_first' }),
      order('delivered', { status: 'delivered', paidAt: '2024-03-06T10:00:00.000Z', deliveredAt: '2024-03-07T10:00:00.000Z', transactionId: 'pi_d' }),
      order('refunded', { status: 'refunded', paidAt: '2024-03-07T10:00:00.000Z', refundedAt: '2024-03-08T10:00:00.000Z', transactionId: 'pi_r' }),
      // A payment refunded before it was recorded: never paid, nothing to invoice.
      order('refunded-unpaid', { status: 'refunded', refundedAt: '2024-03-08T10:00:00.000Z', refundSource: 'provider' }),
      // Numbered by the stream this year, before the job runs.
      order('numbered', {
        status: 'paid',
        paidAt: '2026-05-30T10:00:00.000Z',
        transactionId: 'pi_n',
        invoiceNumber: 'INV-2026-000001',
        invoicedAt: '2026-05-30T10:00:00.000Z',
      }),
    ];
    for (const item of orders) await db.send(new PutCommand({ TableName: names.orders, Item: item }));
    await db.send(new PutCommand({ TableName: names.sequences, Item: { _id: 'INV-2026', last: 1 } }));
    await db.send(new PutCommand({ TableName: names.orders, Item: { _id: `not-an-order-${suffix}`, note: 'left alone' } }));
  });

  it('numbers every paid or refunded order without documents, in the order paid, after the numbers already given', async () => {
    const report = await backfillDocumentNumbers(db, names.orders, giveDocumentNumber, RUN_AT);

    expect(report.ordersRead).toBe(9);
    expect(report.ordersSkipped).toEqual([`not-an-order-${suffix}`]);
    expect(report.numbered.map(({ orderId, kind, number }) => [orderId.replace(`-${suffix}`, ''), kind, number])).toEqual([
      ['paid-first', 'invoice', 'INV-2026-000002'],
      ['delivered', 'invoice', 'INV-2026-000003'],
      ['refunded', 'invoice', 'INV-2026-000004'],
      ['refunded', 'creditNote', 'CN-2026-000001'],
      ['paid-later', 'invoice', 'INV-2026-000005'],
    ]);
    expect(await stored('refunded')).toMatchObject({
      invoiceNumber: 'INV-2026-000004',
      invoicedAt: RUN_AT.toISOString(),
      creditNoteNumber: 'CN-2026-000001',
      creditNotedAt: RUN_AT.toISOString(),
    });
    for (const untouched of ['unpaid', 'cancelled', 'refunded-unpaid']) expect((await stored(untouched))?.invoiceNumber, untouched).toBeUndefined();
    expect(await stored('numbered')).toMatchObject({ invoiceNumber: 'INV-2026-000001', invoicedAt: '2026-05-30T10:00:00.000Z' });
  });

  it('gives nothing when run again', async () => {
    const report = await backfillDocumentNumbers(db, names.orders, giveDocumentNumber, RUN_AT);
    expect(report.numbered).toEqual([]);
    expect((await db.send(new GetCommand({ TableName: names.sequences, Key: { _id: 'INV-2026' }, ConsistentRead: true }))).Item).toMatchObject({ last: 5 });
  });
});
