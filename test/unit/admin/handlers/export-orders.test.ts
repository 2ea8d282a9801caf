import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/admin/handlers/export-orders.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, apiEvent, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { anOrder } from '../../support/fixtures.js';

const RANGE = { from: '2024-03-01', to: '2024-03-31' };
const send = (options: RequestOptions = {}) => call(handler, { query: RANGE, ...options });

/** RFC 4180 records (quoted fields with "" for a quote, CRLF between records), read independently of csv-stringify. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The CSV answer as it is (call() would parse a JSON body). */
async function exportCsv(query: Record<string, string> = RANGE): Promise<APIGatewayProxyStructuredResultV2 & { rows: string[][] }> {
  const result = await handler(await apiEvent({ as: admin, query }));
  return { ...result, rows: parseCsv(String(result.body)) };
}

const HEADER = [
  'order id',
  'created at',
  'buyer name',
  'buyer email',
  'address',
  'phone',
  'product',
  'quantity',
  'unit price',
  'total',
  'status',
  'paid at',
  'delivered at',
  'carrier',
  'tracking number',
  'subtotal',
  'tax',
  'po number',
  'invoice number',
  'company',
  'list unit price',
  'payment',
  'due date',
  'paid on account',
  'sku',
];

describe('GET /ordersexport', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('answers the orders of the range as CSV: the header row, then one row per order', async () => {
      ddb.on(QueryCommand).resolves({
        Items: [
          anOrder({
            status: 'paid',
            paidAt: '2024-03-02T11:00:00.000Z',
            subtotalCents: 75_000,
            taxCents: 0,
            poNumber: 'PO-9',
            invoiceNumber: 'INV-2024-000003',
          }),
        ],
      });
      const result = await exportCsv();
      expect(result.statusCode).toBe(200);
      expect(result.headers).toMatchObject({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="orders-2024-03-01-to-2024-03-31.csv"',
      });
      expect(result.headers).not.toHaveProperty('x-next-cursor');
      expect(result.rows).toEqual([
        HEADER,
        [
          'order-1',
          '2024-03-02T10:00:00.000Z',
          'Casey Customer',
          'customer@tools.test',
          '1 Main Street',
          '01234567890',
          'Cordless Drill',
          '60',
          '12.50',
          '750.00',
          'paid',
          '2024-03-02T11:00:00.000Z',
          '',
          '',
          '',
          '750.00',
          '0.00',
          'PO-9',
          'INV-2024-000003',
          '',
          '',
          'card',
          '',
          '',
          'CD-18V',
        ],
      ]);
      expect(sent(QueryCommand)).toEqual([
        expect.objectContaining({
          TableName: TABLES.orders,
          IndexName: 'byNewest',
          KeyConditionExpression: 'listKey = :listKey AND createdAt BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':listKey': 'order', ':from': '2024-03-01', ':to': '2024-03-31T23:59:59.999Z' },
          ScanIndexForward: true,
        }),
      ]);
    });

    it("quotes an address with a comma, a quote and a line break, and defuses a cell a spreadsheet would run as a formula ('=...')", async () => {
      ddb.on(QueryCommand).resolves({
        Items: [anOrder({ address: '=HYPERLINK("http://evil.example","click"), Flat 2\n12 Forge Lane', user_name: '@admin', number: '+441234567890' })],
      });
      const result = await exportCsv();
      const text = String(result.body);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), Flat 2\n12 Forge Lane"`);
      const [, row] = result.rows;
      expect(row![4]).toBe(`'=HYPERLINK("http://evil.example","click"), Flat 2\n12 Forge Lane`);
      expect(row![2]).toBe("'@admin");
      expect(row![5]).toBe("'+441234567890");
      expect(row).toHaveLength(HEADER.length);
    });

    it('answers x-next-cursor when more orders remain, and the next page without the header row', async () => {
      const last = { _id: 'order-1', listKey: 'order', createdAt: '2024-03-02T10:00:00.000Z' };
      ddb.on(QueryCommand).resolves({ Items: Array.from({ length: 500 }, (_, i) => anOrder({ _id: `order-${i}` })), LastEvaluatedKey: last });
      const first = await exportCsv();
      expect(first.statusCode).toBe(200);
      expect(first.headers?.['x-next-cursor']).toBe(encodeCursor(last));
      expect(first.rows[0]).toEqual(HEADER);
      expect(first.rows).toHaveLength(1 + 2000);
      expect(sent(QueryCommand)).toHaveLength(4);

      ddb.on(QueryCommand).resolves({ Items: [anOrder({ _id: 'order-last' })] });
      const next = await exportCsv({ ...RANGE, cursor: encodeCursor(last)! });
      expect(next.headers).not.toHaveProperty('x-next-cursor');
      expect(next.rows).toEqual([expect.arrayContaining(['order-last'])]);
      expect(sent(QueryCommand).at(-1)).toMatchObject({ ExclusiveStartKey: last });
    });

    it.each([
      [{ to: '2024-03-31' }, 'from'],
      [{ from: '2024-03-31', to: '2024-03-01' }, 'from'],
      [{ from: '2024-02-30', to: '2024-03-01' }, 'from'],
      [{ from: '2023-01-01', to: '2024-03-01' }, 'to'],
    ])('answers 400 naming the field for the range %j', async (query, field) => {
      const response = await send({ as: admin, query: query as Record<string, string> });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([expect.objectContaining({ field })]);
      expect(sent(QueryCommand)).toEqual([]);
    });
  });
});
