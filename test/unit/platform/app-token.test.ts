import '../support/env.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/orders/handlers/list-my-orders.js';
import { APP_TOKEN_AUDIENCE, APP_TOKEN_ISSUER, APP_TOKEN_LIFETIME_SECONDS, issueAppToken } from '../../../functions/platform/app-token.js';
import { call, customer } from '../support/api.js';
import { ddb, useMockedDynamoDb } from '../support/dynamo.js';
import { signWithTestKey } from '../support/token-keys.js';

const send = (token: string) => call(handler, { params: { email: customer.email }, headers: { auth: `bearer ${token}` } });
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function appClaims() {
  const now = Math.floor(Date.now() / 1000);
  return { sub: customer.uid, email: customer.email, name: customer.name, iss: APP_TOKEN_ISSUER, aud: APP_TOKEN_AUDIENCE, iat: now, exp: now + 600 };
}

describe('app tokens', () => {
  useMockedDynamoDb();

  it('lets a valid token through, in any case of the bearer prefix', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const token = await issueAppToken(customer);
    const response = await call(handler, { params: { email: customer.email }, headers: { auth: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body.orders).toEqual([]);
  });

  it('answers 401 for a token whose claims were changed', async () => {
    const [header, , signature] = (await issueAppToken(customer)).split('.');
    const response = await send(`${header}.${base64url({ ...appClaims(), email: 'admin@tools.test' })}.${signature}`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 asking to sign in again for an expired token', async () => {
    const issuedLongAgo = new Date(Date.now() - (APP_TOKEN_LIFETIME_SECONDS + 60) * 1000);
    const response = await send(await issueAppToken(customer, issuedLongAgo));
    expect(response.statusCode).toBe(401);
    expect(response.body.message).toBe('Token expired: sign in again');
  });

  it("answers 401 for an unsigned token (alg 'none')", async () => {
    const response = await send(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(appClaims())}.`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a token made for another audience', async () => {
    const token = await signWithTestKey({ ...appClaims(), aud: 'someone-else' });
    expect((await send(token)).statusCode).toBe(401);
  });

  it('answers 401 for a token from another issuer', async () => {
    const token = await signWithTestKey({ ...appClaims(), iss: 'someone-else' });
    expect((await send(token)).statusCode).toBe(401);
  });

  it('answers 401 for a token signed with the private key of another pair', async () => {
    const token = await new SignJWT(appClaims()).setProtectedHeader({ alg: 'EdDSA' }).sign((await generateKeyPair('EdDSA')).privateKey);
    expect((await send(token)).statusCode).toBe(401);
  });

  it('answers 401 for a token sent in the URL instead of the auth header', async () => {
    const response = await call(handler, { params: { email: customer.email }, query: { auth: await issueAppToken(customer) } });
    expect(response.statusCode).toBe(401);
  });
});
