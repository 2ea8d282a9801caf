import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/list-home-tools.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { call, type RequestOptions } from '../../support/api.js';
import { ddb, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, options);

describe('GET /hometools', () => {
  useMockedDynamoDb();

  it('answers the newest tools first, 6 when no limit is given', async () => {
    const tools = [aTool({ _id: 'b', createdAt: '2024-03-02T00:00:00.000Z' }), aTool({ _id: 'a' })];
    ddb.on(QueryCommand).resolves({ Items: tools });
    const response = await send();
    expect(response.statusCode).toBe(200);
    expect(response.body.map((t: { _id: string }) => t._id)).toEqual(['b', 'a']);
    expect(response.body[0]).not.toHaveProperty('listKey');
    expect(sent(QueryCommand)).toEqual([expect.objectContaining({ TableName: TABLES.tools, IndexName: 'byNewest', ScanIndexForward: false, Limit: 6 })]);
  });

  it('pages with limit and cursor, giving the next cursor in x-next-cursor', async () => {
    const last = { _id: 'a', listKey: 'tool', createdAt: '2024-03-01T10:00:00.000Z' };
    ddb.on(QueryCommand).resolves({ Items: [aTool()], LastEvaluatedKey: last });
    const cursor = encodeCursor({ _id: 'c', listKey: 'tool', createdAt: '2024-03-03T00:00:00.000Z' });
    const response = await send({ query: { limit: '1', cursor: cursor! } });
    expect(response.headers['x-next-cursor']).toBe(encodeCursor(last));
    expect(sent(QueryCommand)[0]).toMatchObject({ Limit: 1, ExclusiveStartKey: { _id: 'c', listKey: 'tool' } });
  });

  it.each(['0', '101', 'ten'])('answers 400 naming limit for limit=%s', async (limit) => {
    const response = await send({ query: { limit } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'limit', message: 'limit must be a whole number from 1 to 100' }]);
  });

  it('answers 400 naming cursor for a crafted cursor', async () => {
    const response = await send({ query: { cursor: encodeCursor({ _id: 'x', listKey: 'order', createdAt: 'y' })! } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'cursor', message: 'invalid cursor' }]);
  });
});
