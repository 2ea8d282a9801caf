import '../../support/env.js';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/reviews/handlers/list-tool-reviews.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { call } from '../../support/api.js';
import { ddb, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const review = {
  _id: 'r1',
  toolId: 'tool-1',
  name: 'Vise',
  customer: 'Casey',
  comment: 'Solid.',
  star: 5,
  createdAt: '2025-02-01T00:00:00.000Z',
  userId: 'u1',
};

describe('GET /toolreviews/{id}', () => {
  useMockedDynamoDb();

  it("answers the tool's visible reviews, newest first, without the reviewer's user id", async () => {
    ddb.on(GetCommand).resolves({ Item: aTool() });
    ddb.on(QueryCommand).resolves({ Items: [{ ...review, listKey: 'review' }] });
    const response = await call(handler, { params: { id: 'tool-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual([{ _id: 'r1', toolId: 'tool-1', name: 'Vise', customer: 'Casey', comment: 'Solid.', star: 5, createdAt: review.createdAt }]);
    expect(sent(QueryCommand)).toEqual([
      expect.objectContaining({
        TableName: TABLES.reviews,
        IndexName: 'byTool',
        ScanIndexForward: false,
        Limit: 20,
      }),
    ]);
  });

  it("answers 400 naming cursor for another tool's cursor", async () => {
    const response = await call(handler, { params: { id: 'tool-1' }, query: { cursor: encodeCursor({ _id: 'x', toolId: 'tool-2', createdAt: 'y' })! } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'cursor', message: 'invalid cursor' }]);
  });

  it('answers 404 for a tool not on sale (unknown or archived), as its page does', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    const response = await call(handler, { params: { id: '__proto__' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({ message: 'No tool with id __proto__' });
  });
});
