import '../../support/env.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/accounts/handlers/login.js';
import { verifyAppToken } from '../../../../functions/platform/app-token.js';
import { call, type RequestOptions } from '../../support/api.js';
import { sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { emulatorIdToken, trustedFirebaseSigner, untrustedKey } from '../../support/id-tokens.js';

const email = 'casey@tools.test';
const send = (idToken: string | undefined, options: RequestOptions = {}) =>
  call(handler, { params: { email }, body: { email }, headers: idToken ? { auth: `bearer ${idToken}` } : {}, ...options });

function expectNoUserWritten() {
  expect(sent(UpdateCommand)).toEqual([]);
}

describe('PUT /login/{email}', () => {
  useMockedDynamoDb();
  afterEach(() => {
    delete process.env.AUTH_MODE;
  });

  describe('with the Auth emulator (AUTH_MODE=emulator)', () => {
    beforeEach(() => {
      process.env.AUTH_MODE = 'emulator';
    });

    it("carries the ID token's email_verified in the app token", async () => {
      const verified = await send(emulatorIdToken({ email_verified: true }));
      await expect(verifyAppToken(verified.body.token)).resolves.toMatchObject({ emailVerified: true });
      const unverified = await send(emulatorIdToken({ email_verified: false }));
      await expect(verifyAppToken(unverified.body.token)).resolves.toMatchObject({ emailVerified: false });
    });

    it('upserts the user without touching the role and answers { token } for that user', async () => {
      const response = await send(emulatorIdToken());
      expect(response.statusCode).toBe(200);
      await expect(verifyAppToken(response.body.token)).resolves.toEqual({ uid: 'uid-casey', email, name: 'Casey', emailVerified: false });
      const [update] = sent(UpdateCommand);
      // Keyed by the ID token's subject: the email is only written, never used to find the row.
      expect(update).toMatchObject({ TableName: TABLES.users, Key: { _id: 'uid-casey' } });
      expect(update?.UpdateExpression).toBe(
        'SET email = :email, signedInAt = :now, #name = :name, listKey = if_not_exists(listKey, :listKey), createdAt = if_not_exists(createdAt, :now)',
      );
      expect(update?.ExpressionAttributeValues).toMatchObject({ ':email': email, ':name': 'Casey', ':listKey': 'user' });
      expect(JSON.stringify(update)).not.toMatch(/role/);
    });

    it('keeps the stored name when the ID token has none yet', async () => {
      await send(emulatorIdToken({ name: undefined }));
      expect(sent(UpdateCommand)[0]?.UpdateExpression).toContain('#name = if_not_exists(#name, :name)');
    });

    it('accepts a path email in another case and no body', async () => {
      const response = await send(emulatorIdToken(), { params: { email: 'Casey@Tools.test' }, body: undefined });
      expect(response.statusCode).toBe(200);
    });

    it('answers 400 naming email for a path that is not an email', async () => {
      const response = await send(emulatorIdToken(), { params: { email: 'casey' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'email', message: 'Enter a valid email' }]);
    });

    it('answers 400 naming an unknown body field', async () => {
      const response = await send(emulatorIdToken(), { body: { email, role: 'admin' } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'role', message: expect.any(String) }]);
      expectNoUserWritten();
    });

    it('answers 401 without an ID token', async () => {
      const response = await send(undefined);
      expect(response.statusCode).toBe(401);
      expectNoUserWritten();
    });

    it.each([
      ['expired', { exp: Math.floor(Date.now() / 1000) - 60 }],
      ['for another project', { aud: 'other-project' }],
      ['from another issuer', { iss: 'https://securetoken.google.com/other-project' }],
      ['without an email', { email: undefined }],
    ])('answers 401 for an ID token %s', async (_case, claims) => {
      const response = await send(emulatorIdToken(claims));
      expect(response.statusCode).toBe(401);
      expectNoUserWritten();
    });

    it('answers 403 when the path email is not the signed-in account', async () => {
      const response = await send(emulatorIdToken(), { params: { email: 'admin@tools.test' }, body: {} });
      expect(response.statusCode).toBe(403);
      expectNoUserWritten();
    });

    it('answers 403 when the body email is not the signed-in account', async () => {
      const response = await send(emulatorIdToken(), { body: { email: 'admin@tools.test' } });
      expect(response.statusCode).toBe(403);
      expectNoUserWritten();
    });
  });

  describe('with Firebase (signed ID tokens)', () => {
    let signer: Awaited<ReturnType<typeof trustedFirebaseSigner>>;
    beforeAll(async () => {
      signer = await trustedFirebaseSigner();
    });

    it('answers { token } for a valid signed ID token', async () => {
      const response = await send(await signer.sign());
      expect(response.statusCode).toBe(200);
      await expect(verifyAppToken(response.body.token)).resolves.toMatchObject({ email });
    });

    it('answers 401 for an unsigned emulator token', async () => {
      const response = await send(emulatorIdToken());
      expect(response.statusCode).toBe(401);
      expectNoUserWritten();
    });

    it('answers 401 for a tampered ID token', async () => {
      const [header, payload, signature] = (await signer.sign()).split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const forgedClaims = Buffer.from(JSON.stringify({ ...claims, email: 'admin@tools.test' })).toString('base64url');
      const response = await send(`${header}.${forgedClaims}.${signature}`, { params: { email: 'admin@tools.test' }, body: {} });
      expect(response.statusCode).toBe(401);
      expectNoUserWritten();
    });

    it('answers 401 for an ID token signed by an untrusted key', async () => {
      const response = await send(await signer.sign({}, await untrustedKey()));
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['expired', { exp: Math.floor(Date.now() / 1000) - 60 }],
      ['for another audience', { aud: 'other-project' }],
      ['without auth_time', { auth_time: undefined }],
    ])('answers 401 for an ID token %s', async (_case, claims) => {
      const response = await send(await signer.sign(claims));
      expect(response.statusCode).toBe(401);
      expectNoUserWritten();
    });
  });
});
