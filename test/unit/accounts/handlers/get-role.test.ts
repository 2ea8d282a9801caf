import '../../support/env.js';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/accounts/handlers/get-role.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { admin, call, customer, type RequestOptions } from '../../support/api.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, givenAdmin, givenUserRow, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aUser } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { email: customer.email }, ...options });

describe('GET /admin/{email}', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it("answers { role: 'user' } for a customer asking about themselves", async () => {
    givenUserRow(aUser());
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ role: 'user' });
  });

  it("answers { role: 'admin' } for an admin, whatever the case of the email", async () => {
    givenAdmin(admin);
    const response = await send({ as: admin, params: { email: 'Admin@Tools.test' } });
    expect(response.body).toEqual({ role: 'admin' });
  });

  it("answers { role: 'user' } for a signed-in user who has no row yet", async () => {
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ role: 'user' });
  });

  it('lets an admin read the role of the account that holds another email now (users.byEmail, last signed in first)', async () => {
    givenAdmin(admin);
    ddb.on(QueryCommand, { TableName: TABLES.users, IndexName: 'byEmail' }).resolves({ Items: [aUser({ role: 'admin' })] });
    const response = await send({ as: admin });
    expect(response.body).toEqual({ role: 'admin' });
    expect(sent(QueryCommand)).toEqual([
      expect.objectContaining({ IndexName: 'byEmail', ExpressionAttributeValues: { ':email': customer.email }, ScanIndexForward: false, Limit: 1 }),
    ]);
  });

  it("answers { role: 'user' } to a new account on an admin's former address: the role belongs to the old account's id", async () => {
    givenAdmin(admin);
    const response = await send({ as: { uid: 'uid-newcomer', email: admin.email, name: 'Newcomer' }, params: { email: admin.email } });
    expect(response.body).toEqual({ role: 'user' });
  });

  it('answers 400 naming email for an email that is not one', async () => {
    const response = await send({ as: customer, params: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'email', message: 'Enter a valid email' }]);
  });

  it("answers 403 to a customer asking for someone else's role", async () => {
    givenUserRow(aUser());
    givenAdmin(admin);
    const response = await send({ as: customer, params: { email: admin.email } });
    expect(response.statusCode).toBe(403);
  });
});
