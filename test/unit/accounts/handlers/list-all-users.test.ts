import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/accounts/handlers/list-all-users.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aUser } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, options);

describe('GET /allusers', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('answers the users with email and role, newest first', async () => {
      ddb.on(QueryCommand).resolves({ Items: [aUser({ email: admin.email, role: 'admin' }), aUser()] });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual([expect.objectContaining({ email: admin.email, role: 'admin' }), expect.not.objectContaining({ role: expect.anything() })]);
      expect(sent(QueryCommand)).toEqual([expect.objectContaining({ TableName: TABLES.users, IndexName: 'byNewest', ScanIndexForward: false, Limit: 20 })]);
    });

    it('continues from a cursor keyed by user id', async () => {
      const cursor = encodeCursor({ _id: 'uid-a', listKey: 'user', createdAt: '2024-03-01T09:00:00.000Z' })!;
      const response = await send({ as: admin, query: { cursor, limit: '5' } });
      expect(response.statusCode).toBe(200);
      expect(sent(QueryCommand)[0]).toMatchObject({ Limit: 5, ExclusiveStartKey: { _id: 'uid-a', listKey: 'user' } });
    });

    it('answers 400 naming cursor for a cursor of another table', async () => {
      const cursor = encodeCursor({ _id: 'x', userId: 'u', createdAt: 'y' })!;
      const response = await send({ as: admin, query: { cursor } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'cursor', message: 'invalid cursor' }]);
    });
  });
});
