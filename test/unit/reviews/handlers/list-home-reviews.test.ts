import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/reviews/handlers/list-home-reviews.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { call } from '../../support/api.js';
import { ddb, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aReview } from '../../support/fixtures.js';

describe('GET /homereviews', () => {
  useMockedDynamoDb();

  it('answers the newest reviews with product, customer, comment and star, 3 when no limit is given', async () => {
    ddb.on(QueryCommand).resolves({ Items: [aReview({ _id: 'r2' }), aReview({ _id: 'r1', star: 3 })] });
    const response = await call(handler);
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ _id: 'r2', name: 'Cordless Drill', customer: 'Casey Customer', comment: 'Works well', star: 5 }),
      expect.objectContaining({ _id: 'r1', star: 3 }),
    ]);
    expect(sent(QueryCommand)).toEqual([expect.objectContaining({ TableName: TABLES.reviews, IndexName: 'byNewest', ScanIndexForward: false, Limit: 3 })]);
  });

  it('gives the next cursor in x-next-cursor', async () => {
    const last = { _id: 'r1', listKey: 'review', createdAt: '2024-03-03T10:00:00.000Z' };
    ddb.on(QueryCommand).resolves({ Items: [aReview()], LastEvaluatedKey: last });
    const response = await call(handler, { query: { limit: '1' } });
    expect(response.headers['x-next-cursor']).toBe(encodeCursor(last));
  });

  it('answers 400 naming limit for limit=0', async () => {
    const response = await call(handler, { query: { limit: '0' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'limit', message: 'limit must be a whole number from 1 to 100' }]);
  });

  it('answers 400 naming cursor for a cursor of another list', async () => {
    const response = await call(handler, { query: { cursor: encodeCursor({ _id: 'x', listKey: 'tool', createdAt: 'y' })! } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'cursor', message: 'invalid cursor' }]);
  });
});
