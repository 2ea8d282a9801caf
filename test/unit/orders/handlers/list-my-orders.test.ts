import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/list-my-orders.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { call, customer, otherCustomer, type RequestOptions } from '../../support/api.js';
import { ddb, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { anOrder } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { email: customer.email }, ...options });

describe('GET /myorder/{email}', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it("answers { orders } with the caller's orders, newest first, and the next cursor", async () => {
    const last = { _id: 'o1', userId: customer.uid, createdAt: '2024-03-02T10:00:00.000Z' };
    ddb.on(QueryCommand).resolves({ Items: [anOrder({ _id: 'o2' }), anOrder({ _id: 'o1' })], LastEvaluatedKey: last });
    const response = await send({ as: customer, params: { email: 'Customer@Tools.test' }, query: { limit: '2' } });
    expect(response.statusCode).toBe(200);
    expect(response.body.orders.map((o: { _id: string }) => o._id)).toEqual(['o2', 'o1']);
    expect(response.body.nextCursor).toBe(encodeCursor(last));
    expect(response.headers['x-next-cursor']).toBe(encodeCursor(last));
    expect(sent(QueryCommand)).toEqual([
      expect.objectContaining({
        TableName: TABLES.orders,
        IndexName: 'byOwner',
        FilterExpression: '#status <> :cancelled',
        ExpressionAttributeValues: { ':userId': customer.uid, ':cancelled': 'cancelled' },
        ScanIndexForward: false,
        Limit: 2,
      }),
    ]);
  });

  it('leaves cancelled orders out and reads on until the page is full', async () => {
    const afterFirst = { _id: 'o2', email: customer.email, createdAt: '2024-03-03T10:00:00.000Z' };
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [anOrder({ _id: 'o3' })], LastEvaluatedKey: afterFirst })
      .resolvesOnce({ Items: [anOrder({ _id: 'o1' })] });
    const response = await send({ as: customer, params: { email: customer.email }, query: { limit: '2' } });
    expect(response.body.orders.map((o: { _id: string }) => o._id)).toEqual(['o3', 'o1']);
    expect(response.body.nextCursor).toBeUndefined();
    expect(sent(QueryCommand).map((query) => [query.Limit, query.ExclusiveStartKey])).toEqual([
      [2, undefined],
      [4, afterFirst],
    ]);
  });

  it('evaluates twice as many orders each round behind cancelled orders, at most 5 pages in all', async () => {
    const key = { _id: 'o0', userId: customer.uid, createdAt: '2024-03-01T10:00:00.000Z' };
    ddb.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: key });
    const response = await send({ as: customer, params: { email: customer.email }, query: { limit: '2' } });
    expect(response.body.orders).toEqual([]);
    expect(response.body.nextCursor).toBe(encodeCursor(key));
    expect(sent(QueryCommand).map((query) => query.Limit)).toEqual([2, 4, 4]);
  });

  it('ends the page at its last order kept when a round brings more than the page has room for', async () => {
    const afterFirst = { _id: 'o4', userId: customer.uid, createdAt: '2024-03-04T10:00:00.000Z' };
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [anOrder({ _id: 'o5' })], LastEvaluatedKey: afterFirst })
      .resolvesOnce({ Items: [anOrder({ _id: 'o3', createdAt: '2024-03-03T10:00:00.000Z' }), anOrder({ _id: 'o1' })], LastEvaluatedKey: { _id: 'o0' } });
    const response = await send({ as: customer, params: { email: customer.email }, query: { limit: '2' } });
    expect(response.body.orders.map((o: { _id: string }) => o._id)).toEqual(['o5', 'o3']);
    expect(response.body.nextCursor).toBe(encodeCursor({ _id: 'o3', userId: customer.uid, createdAt: '2024-03-03T10:00:00.000Z' }));
    expect(sent(QueryCommand).map((query) => query.Limit)).toEqual([2, 4]);
  });

  it('answers 400 naming email for an email that is not one', async () => {
    const response = await send({ as: customer, params: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'email', message: 'Enter a valid email' }]);
  });

  it("answers 400 naming cursor for a cursor of another customer's list", async () => {
    const cursor = encodeCursor({ _id: 'o1', userId: otherCustomer.uid, createdAt: '2024-03-02T10:00:00.000Z' })!;
    const response = await send({ as: customer, query: { cursor } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'cursor', message: 'invalid cursor' }]);
  });

  it("answers 403 for another customer's orders", async () => {
    const response = await send({ as: customer, params: { email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
    expect(sent(QueryCommand)).toEqual([]);
  });
});
