import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../../functions/admin/handlers/sales-summary.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';

const send = (options: RequestOptions = {}) => call(handler, { query: { days: '3' }, ...options });

const dayTool = (date: string, toolId: string, name: string, quantity: number, cents: number) => ({
  _id: `day#${date}#tool#${toolId}`,
  listKey: 'sales',
  date,
  toolId,
  name,
  quantity,
  cents,
});

/** The sales items of 2024-03-08 to 2024-03-10 as the projection leaves them (each in the Query's order), with a low-stock listing and the totals. */
const SALES_ITEMS = [
  { _id: 'day#2024-03-08', listKey: 'sales', date: '2024-03-08', orders: 4, paidOrders: 3, revenueCents: 30_000 },
  dayTool('2024-03-08', 'drill', 'Cordless Drill', 10, 12_500),
  dayTool('2024-03-08', 'saw', 'Hand Saw', 5, 17_500),
  { _id: 'day#2024-03-10', listKey: 'sales', date: '2024-03-10', orders: 2, paidOrders: 1, revenueCents: 9_999 },
  dayTool('2024-03-10', 'drill', 'Cordless Drill', 0, 0),
  dayTool('2024-03-10', 'vise', 'Bench Vise', 1, 9_999),
  { _id: 'low#saw', listKey: 'sales', toolId: 'saw', name: 'Hand Saw', available: 7, lowStockThreshold: 10 },
  { _id: 'low#vise', listKey: 'sales', toolId: 'vise', name: 'Bench Vise', available: 2, lowStockThreshold: 5 },
  { _id: 'totals', listKey: 'sales', toShip: 3 },
];

describe('GET /salessummary', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => {
      givenAdmin(admin);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2024-03-10T15:00:00.000Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('answers the figures of each day of the range from the day items, days without orders included, oldest first', async () => {
      ddb.on(QueryCommand).resolves({ Items: SALES_ITEMS });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body.days).toEqual([
        { date: '2024-03-08', orders: 4, paidOrders: 3, revenue: 300 },
        { date: '2024-03-09', orders: 0, paidOrders: 0, revenue: 0 },
        { date: '2024-03-10', orders: 2, paidOrders: 1, revenue: 99.99 },
      ]);
      expect(sent(QueryCommand)).toEqual([
        expect.objectContaining({
          TableName: TABLES.sales,
          IndexName: 'byKey',
          KeyConditionExpression: 'listKey = :listKey AND #id >= :from',
          ExpressionAttributeValues: { ':listKey': 'sales', ':from': 'day#2024-03-08' },
        }),
      ]);
    });

    it('answers the top tools by revenue (not by units), leaving out tools with nothing sold', async () => {
      ddb.on(QueryCommand).resolves({ Items: SALES_ITEMS });
      const response = await send({ as: admin });
      expect(response.body.topTools).toEqual([
        { toolId: 'saw', name: 'Hand Saw', quantity: 5, revenue: 175 },
        { toolId: 'drill', name: 'Cordless Drill', quantity: 10, revenue: 125 },
        { toolId: 'vise', name: 'Bench Vise', quantity: 1, revenue: 99.99 },
      ]);
    });

    it('still adds in the per-tool figures a day item kept as its own attributes before each tool had its own item', async () => {
      const legacyDay = { ...SALES_ITEMS[0], name_saw: 'Hand Saw', qty_saw: 2, cents_saw: 7_000, name_clamp: 'Clamp', qty_clamp: 3, cents_clamp: 900 };
      ddb.on(QueryCommand).resolves({ Items: [legacyDay, ...SALES_ITEMS.slice(1)] });
      const response = await send({ as: admin });
      expect(response.body.topTools).toEqual([
        { toolId: 'saw', name: 'Hand Saw', quantity: 7, revenue: 245 },
        { toolId: 'drill', name: 'Cordless Drill', quantity: 10, revenue: 125 },
        { toolId: 'vise', name: 'Bench Vise', quantity: 1, revenue: 99.99 },
        { toolId: 'clamp', name: 'Clamp', quantity: 3, revenue: 9 },
      ]);
    });

    it('answers at most 5 top tools', async () => {
      const many = Array.from({ length: 8 }, (_, i) => dayTool('2024-03-09', `tool-${i}`, `Tool ${i}`, 1, 100 * (i + 1)));
      ddb.on(QueryCommand).resolves({ Items: many });
      const response = await send({ as: admin });
      expect(response.body.topTools.map((top: { toolId: string }) => top.toolId)).toEqual(['tool-7', 'tool-6', 'tool-5', 'tool-4', 'tool-3']);
    });

    it('answers the orders still to ship and the tools low on stock, the lowest first', async () => {
      ddb.on(QueryCommand).resolves({ Items: SALES_ITEMS });
      const response = await send({ as: admin });
      expect(response.body.toShip).toBe(3);
      expect(response.body.lowStock).toEqual([
        { toolId: 'vise', name: 'Bench Vise', available: 2, lowStockThreshold: 5 },
        { toolId: 'saw', name: 'Hand Saw', available: 7, lowStockThreshold: 10 },
      ]);
    });

    it('reads every page of the sales items', async () => {
      const last = { _id: 'day#2024-03-10', listKey: 'sales' };
      ddb
        .on(QueryCommand)
        .resolvesOnce({ Items: SALES_ITEMS.slice(0, 4), LastEvaluatedKey: last })
        .resolves({ Items: SALES_ITEMS.slice(4) });
      const response = await send({ as: admin });
      expect(response.body.toShip).toBe(3);
      expect(sent(QueryCommand)[1]).toMatchObject({ ExclusiveStartKey: last });
    });

    it('answers 30 days when no days are given', async () => {
      const response = await send({ as: admin, query: {} });
      expect(response.statusCode).toBe(200);
      expect(response.body.days).toHaveLength(30);
      expect(response.body.days[0].date).toBe('2024-02-10');
      expect(response.body).toMatchObject({ topTools: [], toShip: 0, lowStock: [] });
    });

    it.each(['0', '366', '-1', 'week'])('answers 400 naming days for days=%s and reads nothing', async (days) => {
      const response = await send({ as: admin, query: { days } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'days', message: 'days must be a whole number from 1 to 365' }]);
      expect(sent(QueryCommand)).toEqual([]);
    });
  });
});
