import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/list-all-orders.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, customer, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { anOrder } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { email: admin.email }, ...options });

describe('GET /allorders/{email}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('answers every order, newest first, 20 when no limit is given, reading on until the page is full or the index ends', async () => {
      const last = { _id: 'o1', listKey: 'order', createdAt: '2024-03-02T10:00:00.000Z' };
      ddb
        .on(QueryCommand)
        .resolvesOnce({ Items: [anOrder({ _id: 'o2', email: 'b@tools.test' }), anOrder({ _id: 'o1' })], LastEvaluatedKey: last })
        .resolves({ Items: [anOrder({ _id: 'o0' })] });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body.map((o: { _id: string }) => o._id)).toEqual(['o2', 'o1', 'o0']);
      expect(response.headers).not.toHaveProperty('x-next-cursor');
      expect(sent(QueryCommand)).toEqual([
        expect.objectContaining({ TableName: TABLES.orders, IndexName: 'byNewest', ScanIndexForward: false, Limit: 20 }),
        expect.objectContaining({ TableName: TABLES.orders, IndexName: 'byNewest', Limit: 40, ExclusiveStartKey: last }),
      ]);
    });

    it('answers the next cursor in x-next-cursor when the page is full and more remain', async () => {
      const last = { _id: 'o1', listKey: 'order', createdAt: '2024-03-02T10:00:00.000Z' };
      ddb.on(QueryCommand).resolves({ Items: [anOrder({ _id: 'o2' }), anOrder({ _id: 'o1' })], LastEvaluatedKey: last });
      const response = await send({ as: admin, query: { limit: '2' } });
      expect(response.statusCode).toBe(200);
      expect(response.body.map((o: { _id: string }) => o._id)).toEqual(['o2', 'o1']);
      expect(response.headers['x-next-cursor']).toBe(encodeCursor(last));
      expect(sent(QueryCommand)).toHaveLength(1);
    });

    it('answers 400 naming limit for limit=101', async () => {
      const response = await send({ as: admin, query: { limit: '101' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'limit', message: 'limit must be a whole number from 1 to 100' }]);
    });

    it('answers 403 when the email in the path is not the caller', async () => {
      const response = await send({ as: admin, params: { email: customer.email } });
      expect(response.statusCode).toBe(403);
      expect(sent(QueryCommand)).toEqual([]);
    });
  });
});
