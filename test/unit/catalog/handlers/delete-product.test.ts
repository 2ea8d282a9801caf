import '../../support/env.js';
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/delete-product.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, customer, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, sentAuditEntries, sentTransactions, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { email: admin.email, productId: 'tool-1' }, ...options });
const givenTool = (overrides: Parameters<typeof aTool>[0] = {}) =>
  ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: { ...aTool(overrides), catalogKey: 'catalog' } });

describe('DELETE /deleteproduct/{email}/{productId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('archives the tool (out of the shop, kept for its orders) with its audit entry and answers { deletedCount: 1 }', async () => {
      givenTool();
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ deletedCount: 1, tool: { _id: 'tool-1', archived: true, archivedAt: expect.any(String) } });
      expect(sent(DeleteCommand)).toEqual([]);
      const [transaction] = sentTransactions();
      expect(transaction).toHaveLength(2);
      const update = transaction![0]!.Update;
      expect(update).toMatchObject({ TableName: TABLES.tools, Key: { _id: 'tool-1' } });
      expect(update.UpdateExpression).toMatch(/^SET .* REMOVE #r0$/);
      expect(update.ExpressionAttributeNames['#r0']).toBe('listKey');
      expect(Object.values(update.ExpressionAttributeValues)).toContain(true);
      expect(update.ConditionExpression).toContain('attribute_exists(#id)');
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          actor: { uid: admin.uid, email: admin.email },
          action: 'archive-product',
          target: { kind: 'product', id: 'tool-1', label: 'Cordless Drill' },
          after: { archived: true },
        }),
      ]);
    });

    it('changes nothing for a tool already archived', async () => {
      givenTool({ archived: true, archivedAt: '2024-04-01T00:00:00.000Z' });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 400 naming productId for an empty id', async () => {
      const response = await send({ as: admin, params: { email: admin.email, productId: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'productId', message: 'Must not be empty' }]);
    });

    it('answers 403 when the email in the path is not the caller', async () => {
      givenTool();
      const response = await send({ as: admin, params: { email: customer.email, productId: 'tool-1' } });
      expect(response.statusCode).toBe(403);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 404 for an unknown tool and writes nothing', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });
  });
});
