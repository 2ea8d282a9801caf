import '../../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/reviews/handlers/list-all-reviews.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aReview } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, options);

describe('GET /allreviews', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('answers every review, hidden ones marked hidden: true, newest first from the index that keeps hidden ones', async () => {
      ddb.on(QueryCommand, { TableName: TABLES.reviews }).resolves({ Items: [aReview({ _id: 'r2', hidden: true }), aReview({ _id: 'r1' })] });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toEqual([expect.objectContaining({ _id: 'r2', hidden: true }), expect.not.objectContaining({ hidden: expect.anything() })]);
      expect(sent(QueryCommand)).toEqual([
        expect.objectContaining({ TableName: TABLES.reviews, IndexName: 'byNewestWithHidden', ScanIndexForward: false, Limit: 20 }),
      ]);
    });
  });
});
