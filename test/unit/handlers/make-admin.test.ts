import '../support/env.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/handlers/make-admin.js';
import { itRequiresAdmin } from '../support/access-contract.js';
import { admin, call, customer, type RequestOptions } from '../support/api.js';
import { conditionalCheckFailed, ddb, givenAdmin, sent, useMockedDynamoDb } from '../support/dynamo.js';
import { TABLES } from '../support/env.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { userId: customer.uid }, ...options });
const givenUserWithId = () =>
  ddb.on(UpdateCommand, { Key: { _id: customer.uid } }).resolves({ Attributes: { _id: customer.uid, email: customer.email, role: 'admin' } });

describe('POST /makeadmin/{userId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('gives the user with that id the admin role and answers { modifiedCount: 1 }', async () => {
      givenUserWithId();
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ email: customer.email, modifiedCount: 1 });
      expect(sent(UpdateCommand)).toEqual([
        expect.objectContaining({
          TableName: TABLES.users,
          Key: { _id: customer.uid },
          UpdateExpression: 'SET #role = :admin',
          ExpressionAttributeValues: { ':admin': 'admin' },
          ConditionExpression: 'attribute_exists(#id)',
        }),
      ]);
    });

    it('answers 400 naming userId for an id that is too long', async () => {
      const response = await send({ as: admin, params: { userId: 'u'.repeat(101) } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'userId', message: 'Must be at most 100 characters' }]);
    });

    it('answers 404 for an unknown user id: the conditional update creates no row', async () => {
      ddb.on(UpdateCommand).rejects(conditionalCheckFailed());
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
    });
  });
});
