import '../../support/env.js';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/accounts/handlers/make-admin.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, customer, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, givenUserRow, sent, sentAuditEntries, sentTransactions, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aUser } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { userId: customer.uid }, ...options });

describe('POST /makeadmin/{userId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('gives the user with that id the admin role with its audit entry in one transaction and answers { modifiedCount: 1 }', async () => {
      givenUserRow(aUser());
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ email: customer.email, modifiedCount: 1 });
      expect(sent(GetCommand)).toContainEqual(expect.objectContaining({ TableName: TABLES.users, Key: { _id: customer.uid } }));
      expect(sent(UpdateCommand)).toEqual([]);
      const [transaction] = sentTransactions();
      expect(transaction).toHaveLength(2);
      expect(transaction![0]!.Update).toMatchObject({
        TableName: TABLES.users,
        Key: { _id: customer.uid },
        UpdateExpression: 'SET #role = :admin',
        ExpressionAttributeValues: { ':admin': 'admin' },
        ConditionExpression: 'attribute_exists(#id)',
      });
      expect(transaction![1]!.Put).toMatchObject({ TableName: TABLES.audit, ConditionExpression: 'attribute_not_exists(#id)' });
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          _id: expect.any(String),
          actor: { uid: admin.uid, email: admin.email },
          action: 'make-admin',
          target: { kind: 'user', id: customer.uid, label: customer.email },
          before: { role: 'user', email: customer.email },
          after: { role: 'admin' },
          listKey: 'audit',
          at: expect.any(String),
        }),
      ]);
    });

    it('changes nothing and writes no audit entry for a user who is already an admin', async () => {
      givenUserRow(aUser({ role: 'admin' }));
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ email: customer.email, modifiedCount: 1 });
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 400 naming userId for an id that is too long', async () => {
      const response = await send({ as: admin, params: { userId: 'u'.repeat(101) } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'userId', message: 'Must be at most 100 characters' }]);
    });

    it('answers 404 for an unknown user id and writes nothing', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 404 when the user is gone by the time of the write: the conditional update creates no row', async () => {
      givenUserRow(aUser());
      ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'ConditionalCheckFailed' }, { code: 'None' }));
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
    });
  });
});
