/**
 * The sales projection with 3,000 distinct tools sold in one day, against DynamoDB Local through the
 * stack's own stream trigger: no sales item grows with the number of tools sold (DynamoDB refuses an
 * item over 400 KB, and the projection would then stall on that day), and the figures stay exact.
 * The orders are written straight to the orders table in batches (25 lines each, as many as an order
 * may hold), as paid orders of a day no other test sells on; the waits are for the figures to count
 * them all and then for the stream triggers to have handed over every change (triggersIdle), not pauses.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import { MAX_ORDER_LINES } from '../../functions/platform/contract/messages.js';
import { SALES_BY_KEY_INDEX } from '../../functions/platform/table-names.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../infra/local/local-config.js';
import { seededAdmin } from '../support/accounts.js';
import { eventually } from '../support/eventually.js';
import { settledSalesSummary } from '../support/sales-figures.js';
import { triggersIdle } from '../support/triggers-idle.js';

type OrderLine = Order['lines'][number];

const TOOLS = 3_000;
const DAY_MS = 86_400_000;
/** DynamoDB's largest item. */
const ITEM_LIMIT_BYTES = 400 * 1024;
const run = randomUUID().slice(0, 8);
const tables = localTableNames();
// 200 days back: inside the summary's 365 days, and a day no other test's orders are placed on.
const day = new Date(Date.now() - 200 * DAY_MS).toISOString().slice(0, 10);
const createdAt = `${day}T10:00:00.000Z`;

// Each tool sold twice at a price of its own, all far above what any other test sells (so the top 5 are this test's): exact figures to compare.
const toolId = (i: number) => `scale-${run}-${String(i).padStart(4, '0')}`;
const unitCents = (i: number) => 50_000_000 + i;
// A name of a realistic length: with the figures of 3,000 tools as attributes of one item, the day's item would pass 400 KB.
const toolName = (i: number) => `Scale test tool number ${i}, heavy duty steel, 250 mm`;
const line = (i: number): OrderLine => ({
  toolId: toolId(i),
  product_name: toolName(i),
  quantity: 2,
  unitPriceCents: unitCents(i),
  amountCents: 2 * unitCents(i),
});

function paidOrder(n: number, lines: OrderLine[]): Order {
  const amountCents = lines.reduce((sum, each) => sum + each.amountCents, 0);
  return {
    _id: `scale-${run}-order-${n}`,
    userId: `scale-buyer-${run}`,
    user_name: 'Scale Buyer',
    email: `scale-${run}@tools.test`,
    emailVerified: false,
    product_name: `${lines.length} tools`,
    quantity: lines.reduce((sum, each) => sum + each.quantity, 0),
    address: '1 Scale Street',
    number: '01234567890',
    amountCents,
    subtotalCents: amountCents,
    taxCents: 0,
    status: 'paid',
    createdAt,
    paidAt: createdAt,
    lines,
  };
}

const orders = Array.from({ length: TOOLS / MAX_ORDER_LINES }, (_, n) =>
  paidOrder(
    n,
    Array.from({ length: MAX_ORDER_LINES }, (_, j) => line(n * MAX_ORDER_LINES + j)),
  ),
);

/** Every item of the day's figures: the day's own and one per tool sold on it. */
async function itemsOfTheDay(db: DynamoDBDocumentClient): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tables.sales,
        IndexName: SALES_BY_KEY_INDEX,
        KeyConditionExpression: 'listKey = :listKey AND begins_with(#id, :day)',
        ExpressionAttributeNames: { '#id': '_id' },
        ExpressionAttributeValues: { ':listKey': 'sales', ':day': `day#${day}` },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Writes the orders 25 to a call, again for any the table left unprocessed. */
async function writeOrders(db: DynamoDBDocumentClient, all: Order[]): Promise<void> {
  for (let start = 0; start < all.length; start += 25) {
    let RequestItems: BatchWriteCommandInput['RequestItems'] = {
      [tables.orders]: all.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (RequestItems && Object.keys(RequestItems).length > 0) {
      ({ UnprocessedItems: RequestItems } = await db.send(new BatchWriteCommand({ RequestItems })));
    }
  }
}

describe('the sales figures of a day with 3,000 distinct tools sold', () => {
  const client = localDynamoDbClient(inject('localStack').dynamoDbUrl);
  const db = DynamoDBDocumentClient.from(client);

  beforeAll(async () => {
    await writeOrders(db, orders);
    // The projection shares the stream with the emails and the invoice numbers, 120 orders each: the figures first, then every trigger quiet.
    await eventually(
      () => itemsOfTheDay(db),
      (items) => items.find((item) => item._id === `day#${day}`)?.paidOrders === orders.length,
      { timeoutMs: 150_000, intervalMs: 1_000, what: `the projection to count the ${orders.length} paid orders of ${day}` },
    );
    await triggersIdle(10, 150_000);
  }, 330_000);

  afterAll(() => client.destroy());

  it('keeps every item of the day far under the 400 KB limit and each tool exact, so the projection keeps running', async () => {
    const items = await itemsOfTheDay(db);
    const dayItem = items.find((item) => item._id === `day#${day}`);
    const toolItems = items.filter((item) => String(item._id).startsWith(`day#${day}#tool#`));

    expect(dayItem).toMatchObject({
      orders: orders.length,
      paidOrders: orders.length,
      revenueCents: orders.reduce((sum, order) => sum + order.amountCents, 0),
    });
    // The day's item holds the same few attributes as with one tool sold; none of the day's items comes near the limit.
    expect(Object.keys(dayItem ?? {}).sort()).toEqual(['_id', 'date', 'listKey', 'orders', 'paidOrders', 'rev', 'revenueCents']);
    expect(Math.max(...items.map((item) => Buffer.byteLength(JSON.stringify(item))))).toBeLessThan(ITEM_LIMIT_BYTES / 100);
    expect(toolItems).toHaveLength(TOOLS);
    const byTool = new Map(toolItems.map((item) => [item.toolId, item]));
    const wrong = Array.from({ length: TOOLS }, (_, i) => i).filter((i) => {
      const item = byTool.get(toolId(i));
      return item?.quantity !== 2 || item.cents !== 2 * unitCents(i) || item.name !== toolName(i) || item.date !== day;
    });
    expect(wrong).toEqual([]);
  });

  it('answers the day and its top 5 tools on the sales page exactly, and counts an order after them', async () => {
    const admin = await seededAdmin();
    const later = paidOrder(orders.length, [line(TOOLS)]);
    await writeOrders(db, [later]);

    const summary = await settledSalesSummary(admin.token, 365);

    const revenueCents = [...orders, later].reduce((sum, order) => sum + order.amountCents, 0);
    expect(summary.days.find((figures) => figures.date === day)).toEqual({
      date: day,
      orders: orders.length + 1,
      paidOrders: orders.length + 1,
      revenue: revenueCents / 100,
    });
    expect(summary.topTools).toEqual(
      [TOOLS, TOOLS - 1, TOOLS - 2, TOOLS - 3, TOOLS - 4].map((i) => ({
        toolId: toolId(i),
        name: toolName(i),
        quantity: 2,
        revenue: (2 * unitCents(i)) / 100,
      })),
    );
  });
});
