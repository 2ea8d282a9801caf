import '../../support/env.js';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/restore-product.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, sentAuditEntries, sentTransactions, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const ARCHIVED_AT = '2024-04-01T00:00:00.000Z';
const send = (options: RequestOptions = {}) => call(handler, { params: { productId: 'tool-1' }, ...options });
const givenTool = (overrides: Parameters<typeof aTool>[0] = {}) => {
  const { listKey: _listKey, ...tool } = aTool(overrides);
  ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: { ...tool, catalogKey: 'catalog' } });
};

describe('POST /restoreproduct/{productId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('puts an archived tool back on sale (back in the public list) with its audit entry in one transaction', async () => {
      givenTool({ archived: true, archivedAt: ARCHIVED_AT });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body.tool).toMatchObject({ _id: 'tool-1' });
      expect(response.body.tool).not.toHaveProperty('archived');
      expect(response.body.tool).not.toHaveProperty('archivedAt');
      const [transaction] = sentTransactions();
      expect(transaction).toHaveLength(2);
      const update = transaction![0]!.Update;
      expect(update).toMatchObject({
        TableName: TABLES.tools,
        Key: { _id: 'tool-1' },
        UpdateExpression: 'SET #s0 = :s0 REMOVE #r0, #r1',
        ExpressionAttributeNames: { '#id': '_id', '#s0': 'listKey', '#r0': 'archived', '#r1': 'archivedAt' },
        ExpressionAttributeValues: { ':s0': 'tool' },
        ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#s0)',
      });
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          actor: { uid: admin.uid, email: admin.email },
          action: 'restore-product',
          target: { kind: 'product', id: 'tool-1', label: 'Cordless Drill' },
          before: { archived: true },
          after: { archived: false },
        }),
      ]);
    });

    it('changes nothing and writes no audit entry for a tool on sale', async () => {
      givenTool();
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body.tool).toMatchObject({ _id: 'tool-1' });
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 404 for an unknown tool', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 400 naming productId for an empty id', async () => {
      const response = await send({ as: admin, params: { productId: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'productId', message: 'Must not be empty' }]);
    });
  });
});
