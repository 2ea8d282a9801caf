import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/list-all-products.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, options);

describe('GET /allproducts/', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('answers every tool, archived ones included, newest first, 20 when no limit is given', async () => {
      ddb.on(QueryCommand).resolves({ Items: [aTool({ _id: 't2', archived: true, archivedAt: '2024-04-01T00:00:00.000Z' }), aTool({ _id: 't1' })] });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body.map((t: { _id: string }) => t._id)).toEqual(['t2', 't1']);
      expect(response.body[0]).toMatchObject({ archived: true });
      expect(response.headers).not.toHaveProperty('x-next-cursor');
      expect(sent(QueryCommand)).toEqual([
        expect.objectContaining({
          TableName: TABLES.tools,
          IndexName: 'byNewestWithArchived',
          ScanIndexForward: false,
          Limit: 20,
        }),
      ]);
    });

    it('answers 400 naming an unknown query parameter', async () => {
      const response = await send({ as: admin, query: { page: '2' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'page', message: expect.any(String) }]);
    });
  });
});
