import '../support/env.js';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/handlers/delete-product.js';
import { itRequiresAdmin } from '../support/access-contract.js';
import { admin, call, customer, type RequestOptions } from '../support/api.js';
import { conditionalCheckFailed, ddb, givenAdmin, sent, useMockedDynamoDb } from '../support/dynamo.js';
import { TABLES } from '../support/env.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { email: admin.email, productId: 'tool-1' }, ...options });

describe('DELETE /deleteproduct/{email}/{productId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('deletes the tool and answers { deletedCount: 1 }', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ deletedCount: 1 });
      expect(sent(DeleteCommand)).toEqual([
        expect.objectContaining({ TableName: TABLES.tools, Key: { _id: 'tool-1' }, ConditionExpression: 'attribute_exists(#id)' }),
      ]);
    });

    it('answers 400 naming productId for an empty id', async () => {
      const response = await send({ as: admin, params: { email: admin.email, productId: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'productId', message: 'Must not be empty' }]);
    });

    it('answers 403 when the email in the path is not the caller', async () => {
      const response = await send({ as: admin, params: { email: customer.email, productId: 'tool-1' } });
      expect(response.statusCode).toBe(403);
      expect(sent(DeleteCommand)).toEqual([]);
    });

    it('answers 404 for an unknown tool', async () => {
      ddb.on(DeleteCommand).rejects(conditionalCheckFailed());
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
    });
  });
});
