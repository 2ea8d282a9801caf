import '../../support/env.js';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/accounts/handlers/get-profile.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { call, customer, otherCustomer, type RequestOptions } from '../../support/api.js';
import { givenUserRow, useMockedDynamoDb } from '../../support/dynamo.js';
import { aUser } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { email: customer.email }, ...options });

describe('GET /userupdate/{email}', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it('answers { user } with the profile fields', async () => {
    givenUserRow(aUser({ education: 'BSc', phone: '01234567890' }));
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body.user).toMatchObject({ email: customer.email, name: customer.name, education: 'BSc', phone: '01234567890' });
    expect(response.body.user).not.toHaveProperty('listKey');
  });

  it('answers 400 naming email for an email that is not one', async () => {
    const response = await send({ as: customer, params: { email: 'casey' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'email', message: 'Enter a valid email' }]);
  });

  it("answers 403 for another user's profile", async () => {
    givenUserRow(aUser({ _id: otherCustomer.uid, email: otherCustomer.email }));
    const response = await send({ as: customer, params: { email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 when the caller has no user row', async () => {
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
  });
});
