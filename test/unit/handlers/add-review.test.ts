import '../support/env.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/handlers/add-review.js';
import { itRequiresSignIn } from '../support/access-contract.js';
import { call, customer, otherCustomer, type RequestOptions } from '../support/api.js';
import { sent, useMockedDynamoDb } from '../support/dynamo.js';
import { TABLES } from '../support/env.js';

const review = { name: 'Cordless Drill', email: customer.email, comment: 'Solid and light', star: 5 };
const send = (options: RequestOptions = {}) => call(handler, { body: review, ...options });

describe('POST /addareview', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it('stores the review as the caller and answers 201 { insertedId }', async () => {
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(201);
    expect(response.body.insertedId).toEqual(expect.any(String));
    expect(sent(PutCommand)).toEqual([
      expect.objectContaining({
        TableName: TABLES.reviews,
        Item: {
          _id: response.body.insertedId,
          name: 'Cordless Drill',
          userId: customer.uid,
          customer: customer.name,
          comment: 'Solid and light',
          star: 5,
          listKey: 'review',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      }),
    ]);
  });

  it.each([
    [{ name: '' }, 'name', 'Product name is required'],
    [{ comment: '  ' }, 'comment', 'Comment is required'],
    [{ star: undefined }, 'star', 'Rating is required'],
    [{ star: 0 }, 'star', 'Minimum value must be 1'],
    [{ star: 6 }, 'star', 'Maximum value must be 5'],
  ])('answers 400 for %o naming %s', async (change, field, message) => {
    const response = await send({ as: customer, body: { ...review, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field, message }]);
    expect(sent(PutCommand)).toEqual([]);
  });

  it('answers 403 for a review in the name of another email', async () => {
    const response = await send({ as: customer, body: { ...review, email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
    expect(sent(PutCommand)).toEqual([]);
  });
});
