/** The access checks every protected endpoint shares, stated once. */
import { expect, it } from 'vitest';
import { customer, type ApiResponse, type RequestOptions } from './api.js';
import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { givenUserRow, sent } from './dynamo.js';
import { aUser } from './fixtures.js';

export type Send = (options?: RequestOptions) => Promise<ApiResponse>;

export function itRequiresSignIn(send: Send): void {
  it('answers 401 without a token', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(401);
    expect(response.body.message).toMatch(/sign in/i);
  });

  it('answers 401 with a token that is not a valid app token', async () => {
    const response = await send({ headers: { auth: 'bearer not-a-token' } });
    expect(response.statusCode).toBe(401);
  });
}

export function itRequiresAdmin(send: Send): void {
  itRequiresSignIn(send);

  it('answers 403 when the caller is a customer, not an admin, and writes nothing', async () => {
    givenUserRow(aUser());
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(403);
    expect(response.body).toEqual({ message: 'Only an admin can do this' });
    expect([...sent(PutCommand), ...sent(UpdateCommand), ...sent(DeleteCommand), ...sent(TransactWriteCommand)]).toEqual([]);
  });
}
