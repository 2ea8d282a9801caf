import '../../support/env.js';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { reviewId } from '../../../../functions/reviews/domain/review-id.js';
import { handler } from '../../../../functions/reviews/handlers/add-review.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { call, customer, otherCustomer, type RequestOptions } from '../../support/api.js';
import { ddb, sent, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aReview, aTool } from '../../support/fixtures.js';

const review = { name: 'Cordless Drill', email: customer.email, comment: 'Solid and light', star: 5 };
const send = (options: RequestOptions = {}) => call(handler, { body: review, ...options });
const ownId = reviewId(customer.uid, 'tool-1');

/** The caller has a paid order of tool-1, which exists. */
function givenBought() {
  ddb.on(QueryCommand, { TableName: TABLES.orders }).resolves({ Items: [{ lines: [{ toolId: 'tool-1', product_name: 'Cordless Drill' }] }] });
  ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: aTool() });
}

describe('POST /addareview', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it("looks for the tool in the caller's own paid or delivered orders only", async () => {
    givenBought();
    await send({ as: customer });
    expect(sent(QueryCommand)).toEqual([
      expect.objectContaining({
        TableName: TABLES.orders,
        IndexName: 'byOwner',
        ExpressionAttributeValues: expect.objectContaining({ ':userId': customer.uid, ':paid': 'paid', ':delivered': 'delivered' }),
      }),
    ]);
  });

  it('refuses a review of a tool that is on none of the orders found', async () => {
    ddb.on(QueryCommand, { TableName: TABLES.orders }).resolves({ Items: [{ lines: [{ toolId: 'tool-9', product_name: 'Hand Saw' }] }] });
    ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: aTool() });
    const response = await send({ as: customer });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it("stores the buyer's review under the id of customer and tool, and adds it to the tool's rating in the same transaction", async () => {
    givenBought();
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(201);
    expect(response.body.insertedId).toBe(ownId);
    expect(sent(TransactWriteCommand)[0]?.TransactItems).toEqual([
      {
        Put: expect.objectContaining({
          TableName: TABLES.reviews,
          Item: {
            _id: ownId,
            toolId: 'tool-1',
            name: 'Cordless Drill',
            userId: customer.uid,
            customer: customer.name,
            comment: 'Solid and light',
            star: 5,
            listKey: 'review',
            moderationKey: 'review',
            createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
          ConditionExpression: 'attribute_not_exists(#id)',
        }),
      },
      {
        Update: expect.objectContaining({
          TableName: TABLES.tools,
          Key: { _id: 'tool-1' },
          UpdateExpression: 'ADD ratingSum :sum, ratingCount :count',
          ExpressionAttributeValues: { ':sum': 5, ':count': 1 },
        }),
      },
    ]);
  });

  it('accepts the review of a buyer whose tool was archived after the purchase: the purchase is real', async () => {
    givenBought();
    ddb
      .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } })
      .resolves({ Item: aTool({ archived: true, archivedAt: '2024-04-01T00:00:00.000Z' }) });
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(201);
    expect(response.body.review).toMatchObject({ _id: ownId, toolId: 'tool-1', name: 'Cordless Drill' });
    expect(sent(TransactWriteCommand)).toHaveLength(1);
  });

  it('replaces an earlier review: the rating moves by the difference and the count stays', async () => {
    givenBought();
    ddb.on(GetCommand, { TableName: TABLES.reviews, Key: { _id: ownId } }).resolves({ Item: aReview({ _id: ownId, star: 2 }) });
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(201);
    const [put, rating] = sent(TransactWriteCommand)[0]?.TransactItems ?? [];
    expect(put?.Put?.ConditionExpression).toBe(
      'attribute_exists(#id) AND star = :previousStar AND createdAt = :previousCreatedAt AND attribute_not_exists(#hidden)',
    );
    expect(rating?.Update?.ExpressionAttributeValues).toEqual({ ':sum': 3, ':count': 0 });
  });

  it('tries the transaction again when another review of the same tool was written at the same moment', async () => {
    givenBought();
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled({ code: 'None' }, { code: 'TransactionConflict' }))
      .resolves({});
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(201);
    expect(sent(TransactWriteCommand)).toHaveLength(2);
  });

  it("answers 403 'You can review only tools you have bought' without a paid or delivered order, and writes nothing", async () => {
    const response = await send({ as: otherCustomer, body: { ...review, email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
    expect(response.body.message).toBe('You can review only tools you have bought');
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required'],
    [{ name: undefined }, 'name', 'Product name is required'],
    [{ comment: '  ' }, 'comment', 'Comment is required'],
    [{ star: undefined }, 'star', 'Rating is required'],
    [{ star: 0 }, 'star', 'Minimum value must be 1'],
    [{ star: 6 }, 'star', 'Maximum value must be 5'],
  ])('answers 400 for %o naming %s', async (change, field, message) => {
    const response = await send({ as: customer, body: { ...review, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field, message }]);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it('answers 403 for a review in the name of another email', async () => {
    givenBought();
    const response = await send({ as: customer, body: { ...review, email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });
});
