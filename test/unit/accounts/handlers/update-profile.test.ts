import '../../support/env.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/accounts/handlers/update-profile.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { call, customer, otherCustomer, type RequestOptions } from '../../support/api.js';
import { conditionalCheckFailed, ddb, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';

const profile = {
  education: 'BSc',
  location: 'Dhaka',
  phone: '01234567890',
  linkedin: 'https://linkedin.com/in/casey',
  user_name: 'Casey Customer',
  email: customer.email,
};
const send = (options: RequestOptions = {}) => call(handler, { body: profile, ...options });

describe('PUT /userupdate/', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it("updates the caller's row and answers { result: { modifiedCount: 1 } }", async () => {
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body.result).toMatchObject({ modifiedCount: 1 });
    expect(sent(UpdateCommand)).toEqual([
      expect.objectContaining({
        TableName: TABLES.users,
        Key: { _id: customer.uid },
        ConditionExpression: 'attribute_exists(#id)',
        ExpressionAttributeValues: { ':education': 'BSc', ':location': 'Dhaka', ':phone': '01234567890', ':linkedin': 'https://linkedin.com/in/casey' },
      }),
    ]);
  });

  it.each([
    ['education', '', 'Education is required'],
    ['location', '', 'Location is required'],
    ['phone', '', 'Phone is required'],
    ['phone', '0123', 'Minimum Length must be 11'],
    ['linkedin', '', 'Linkedin is required'],
  ])('answers 400 naming %s when it is %o', async (field, value, message) => {
    const response = await send({ as: customer, body: { ...profile, [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toContainEqual({ field, message });
    expect(sent(UpdateCommand)).toEqual([]);
  });

  it('answers 403 for a body email that is not the caller', async () => {
    const response = await send({ as: customer, body: { ...profile, email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
    expect(sent(UpdateCommand)).toEqual([]);
  });

  it('answers 404 when the caller has no user row', async () => {
    ddb.on(UpdateCommand).rejects(conditionalCheckFailed());
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
  });
});
