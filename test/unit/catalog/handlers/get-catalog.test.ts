import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/get-catalog.js';
import { call } from '../../support/api.js';
import { ddb, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

describe('GET /catalog', () => {
  useMockedDynamoDb();

  it('answers every tool on sale over all pages of the index, newest first, with the categories in use', async () => {
    const pageEnd = { _id: 'b', listKey: 'tool', createdAt: '2024-03-02T00:00:00.000Z' };
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [aTool({ _id: 'c', category: 'Clamps' }), aTool({ _id: 'b', ratingSum: 9, ratingCount: 2 })], LastEvaluatedKey: pageEnd })
      .resolvesOnce({ Items: [aTool({ _id: 'a', category: 'Clamps' })] });

    const response = await call(handler);

    expect(response.statusCode).toBe(200);
    expect(response.body.tools.map((tool: { _id: string }) => tool._id)).toEqual(['c', 'b', 'a']);
    expect(response.body.tools[1]).toMatchObject({ category: 'General', rating: { average: 4.5, count: 2 } });
    expect(response.body.tools[0]).not.toHaveProperty('rating');
    expect(Object.keys(response.body.tools[0]).sort()).toEqual([
      '_id',
      'available',
      'category',
      'desc',
      'img',
      'minimum',
      'name',
      'orderMultiple',
      'price',
      'priceCents',
      'sku',
    ]);
    expect(response.body.tools[0]).toMatchObject({ sku: 'CD-18V', orderMultiple: 1 });
    expect(response.body.categories).toEqual([
      { name: 'Clamps', count: 2 },
      { name: 'General', count: 1 },
    ]);
    expect(sent(QueryCommand)).toEqual([
      expect.objectContaining({ TableName: TABLES.tools, IndexName: 'byNewest', ScanIndexForward: false, ExclusiveStartKey: undefined }),
      expect.objectContaining({ ExclusiveStartKey: pageEnd }),
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
  });

  it('answers an empty catalog with no categories', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const response = await call(handler);
    expect(response.body).toEqual({ tools: [], categories: [] });
  });
});
