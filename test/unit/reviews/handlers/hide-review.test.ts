import '../../support/env.js';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/reviews/handlers/hide-review.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, sentAuditEntries, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aReview } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { reviewId: 'review-1' }, ...options });
const givenReview = (overrides = {}) =>
  ddb.on(GetCommand, { TableName: TABLES.reviews, Key: { _id: 'review-1' } }).resolves({ Item: aReview({ star: 2, ...overrides }) });

describe('POST /hidereview/{reviewId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it('hides the review (out of the public list) and takes its stars out of the rating in one transaction', async () => {
      givenReview();
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body.review).toMatchObject({ _id: 'review-1', hidden: true });
      expect(sent(TransactWriteCommand)[0]?.TransactItems).toEqual([
        {
          Update: expect.objectContaining({
            TableName: TABLES.reviews,
            Key: { _id: 'review-1' },
            UpdateExpression: 'SET #hidden = :hidden REMOVE listKey',
            ConditionExpression: 'attribute_exists(#id) AND star = :previousStar AND createdAt = :previousCreatedAt AND attribute_not_exists(#hidden)',
          }),
        },
        { Update: expect.objectContaining({ TableName: TABLES.tools, Key: { _id: 'tool-1' }, ExpressionAttributeValues: { ':sum': -2, ':count': -1 } }) },
        { Put: expect.objectContaining({ TableName: TABLES.audit, ConditionExpression: 'attribute_not_exists(#id)' }) },
      ]);
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          actor: { uid: admin.uid, email: admin.email },
          action: 'hide-review',
          target: { kind: 'review', id: 'review-1', label: 'Cordless Drill, reviewed by Casey Customer' },
          listKey: 'audit',
        }),
      ]);
    });

    it('changes nothing for a review that is hidden already', async () => {
      givenReview({ hidden: true });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('still hides the review when its tool was deleted', async () => {
      givenReview();
      ddb
        .on(TransactWriteCommand)
        .rejectsOnce(transactionCanceled({ code: 'None' }, { code: 'ConditionalCheckFailed' }))
        .resolves({});
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(sent(TransactWriteCommand)[1]?.TransactItems).toEqual([
        { Update: expect.objectContaining({ TableName: TABLES.reviews }) },
        { Put: expect.objectContaining({ TableName: TABLES.audit, Item: expect.objectContaining({ action: 'hide-review' }) }) },
      ]);
    });

    it('answers 404 for an unknown review', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
    });

    it('answers 400 naming reviewId for an id that is too long', async () => {
      const response = await send({ as: admin, params: { reviewId: 'r'.repeat(101) } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'reviewId', message: 'Must be at most 100 characters' }]);
    });
  });
});
