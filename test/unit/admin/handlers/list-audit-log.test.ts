import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/admin/handlers/list-audit-log.js';
import { encodeCursor } from '../../../../functions/platform/cursor.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';

const send = (options: RequestOptions = {}) => call(handler, options);

const anEntry = (id: string, at: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  at,
  actor: { uid: admin.uid, email: admin.email },
  action: 'edit-product',
  target: { kind: 'product', id: 'tool-1', label: 'Cordless Drill' },
  before: { price: 12.5 },
  after: { price: 14.75 },
  listKey: 'audit',
  createdAt: at,
  ...overrides,
});

describe('GET /auditlog', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('answers the entries newest first, 20 when no limit is given, with the next cursor when more remain', async () => {
      const last = { _id: 'a1', listKey: 'audit', createdAt: '2024-03-01T10:00:00.000Z' };
      ddb.on(QueryCommand).resolves({
        Items: [
          anEntry('a2', '2024-03-02T10:00:00.000Z', {
            actor: 'system',
            action: 'expire-order',
            target: { kind: 'order', id: 'order-1', label: 'Cordless Drill' },
          }),
          anEntry('a1', '2024-03-01T10:00:00.000Z'),
        ],
        LastEvaluatedKey: last,
      });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual([
        {
          _id: 'a2',
          at: '2024-03-02T10:00:00.000Z',
          actor: 'system',
          action: 'expire-order',
          target: { kind: 'order', id: 'order-1', label: 'Cordless Drill' },
          before: { price: 12.5 },
          after: { price: 14.75 },
        },
        {
          _id: 'a1',
          at: '2024-03-01T10:00:00.000Z',
          actor: { uid: admin.uid, email: admin.email },
          action: 'edit-product',
          target: { kind: 'product', id: 'tool-1', label: 'Cordless Drill' },
          before: { price: 12.5 },
          after: { price: 14.75 },
        },
      ]);
      expect(response.headers['x-next-cursor']).toBe(encodeCursor(last));
      expect(sent(QueryCommand)).toEqual([
        expect.objectContaining({
          TableName: TABLES.audit,
          IndexName: 'byNewest',
          ScanIndexForward: false,
          Limit: 20,
        }),
      ]);
    });

    it('answers the page after a cursor, and no cursor on the last page', async () => {
      const after = { _id: 'a1', listKey: 'audit', createdAt: '2024-03-01T10:00:00.000Z' };
      ddb.on(QueryCommand).resolves({ Items: [anEntry('a0', '2024-02-28T10:00:00.000Z')] });
      const response = await send({ as: admin, query: { limit: '5', cursor: encodeCursor(after)! } });
      expect(response.statusCode).toBe(200);
      expect(response.body.map((entry: { _id: string }) => entry._id)).toEqual(['a0']);
      expect(response.headers).not.toHaveProperty('x-next-cursor');
      expect(sent(QueryCommand)[0]).toMatchObject({ Limit: 5, ExclusiveStartKey: after });
    });

    it('answers 400 naming cursor for a cursor of another list, and limit for limit=0', async () => {
      const otherList = encodeCursor({ _id: 'o1', listKey: 'order', createdAt: '2024-03-01T10:00:00.000Z' })!;
      const [badCursor, badLimit] = await Promise.all([send({ as: admin, query: { cursor: otherList } }), send({ as: admin, query: { limit: '0' } })]);
      expect(badCursor.statusCode).toBe(400);
      expect(badCursor.body.details).toEqual([{ field: 'cursor', message: 'invalid cursor' }]);
      expect(badLimit.statusCode).toBe(400);
      expect(badLimit.body.details).toEqual([{ field: 'limit', message: expect.any(String) }]);
      expect(sent(QueryCommand)).toEqual([]);
    });
  });
});
