import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_TOKEN_AUDIENCE, APP_TOKEN_ISSUER } from '../../functions/platform/app-token.js';
import { LOCAL_SECRETS } from '../../infra/local/local-config.js';
import { SEED_ADMIN, SEED_CUSTOMER } from '../../infra/local/seed-data.js';
import { freshCustomer, logIn, seededAdmin, seededCustomer, signUpFreshUser, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { joseKeyId, signWithJose } from '../support/jose-tokens.js';

type Claims = Record<string, unknown>;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePayload = (token: string): Claims => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
const unsignedToken = (claims: Claims) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An app token signed by `jose` with the local stack's private key (or another one), naming the local key unless `kid` says otherwise. */
async function appToken(claims: Claims, privateKeyPem: string = LOCAL_SECRETS.TOKEN_PRIVATE_KEY, kid?: string): Promise<string> {
  const header = { alg: 'EdDSA', kid: kid ?? (await joseKeyId(LOCAL_SECRETS.TOKEN_PRIVATE_KEY)), typ: 'JWT' };
  return signWithJose(privateKeyPem, { iss: APP_TOKEN_ISSUER, aud: APP_TOKEN_AUDIENCE, ...claims }, header);
}

/** An ID token like the Auth emulator's (unsigned), with claims overridden. */
function emulatorIdToken(base: Claims, overrides: Claims): string {
  return unsignedToken({ ...base, ...overrides });
}

describe('tokens', () => {
  let customer: SignedInUser;

  beforeAll(async () => {
    customer = await freshCustomer('holder');
  });

  const ownOrders = (token: string) => callApi('GET', `/myorder/${encodeURIComponent(customer.email)}`, { auth: token });

  it('accepts the app token that PUT /login issued', async () => {
    expect((await ownOrders(customer.token)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await callApi('GET', `/myorder/${encodeURIComponent(customer.email)}`)).status).toBe(401);
  });

  it('answers 401 for an app token whose claims were tampered with', async () => {
    const [header, , signature] = customer.token.split('.');
    const payload = encode({ ...decodePayload(customer.token), email: SEED_ADMIN.email });
    const tampered = `${header}.${payload}.${signature}`;

    const response = await callApi('GET', '/allusers', { auth: tampered });

    expect(response.status).toBe(401);
  });

  it('accepts an app token any Ed25519 implementation signs with the private key (the baseline of the cases below)', async () => {
    const token = await appToken({ email: customer.email, name: customer.name, sub: customer.uid, iat: nowSeconds(), exp: nowSeconds() + 600 });

    expect((await ownOrders(token)).status).toBe(200);
  });

  it('answers 401 for an expired app token', async () => {
    const issuedAt = nowSeconds() - 7200;
    const expired = await appToken({ email: customer.email, name: customer.name, sub: customer.uid, iat: issuedAt, exp: issuedAt + 3600 });

    const response = await ownOrders(expired);

    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: expect.any(String) });
  });

  it('answers 401 for an unsigned app token', async () => {
    const forged = unsignedToken({ ...decodePayload(customer.token), email: SEED_ADMIN.email });

    expect((await callApi('GET', '/allusers', { auth: forged })).status).toBe(401);
  });

  it('answers 401 for an app token signed with the private key of another pair, whether it names the trusted key or its own', async () => {
    const otherPem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const claims = { email: customer.email, sub: customer.uid, iat: nowSeconds(), exp: nowSeconds() + 600 };
    const namingTheTrustedKey = await appToken(claims, otherPem);
    const namingItsOwnKey = await appToken(claims, otherPem, await joseKeyId(otherPem));

    expect((await ownOrders(namingTheTrustedKey)).status).toBe(401);
    expect((await ownOrders(namingItsOwnKey)).status).toBe(401);
  });

  describe('PUT /login/{email}', () => {
    it('answers 401 for an ID token issued for another audience', async () => {
      const session = await signUpFreshUser('audience');
      const otherProject = 'another-project';
      const idToken = emulatorIdToken(decodePayload(session.idToken), { aud: otherProject, iss: `https://securetoken.google.com/${otherProject}` });

      const response = await callApi('PUT', `/login/${encodeURIComponent(session.email)}`, { auth: idToken, body: { email: session.email } });

      expect(response.status).toBe(401);
    });

    it('answers 401 for an expired ID token', async () => {
      const session = await signUpFreshUser('expired');
      const idToken = emulatorIdToken(decodePayload(session.idToken), { iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 });

      const response = await callApi('PUT', `/login/${encodeURIComponent(session.email)}`, { auth: idToken, body: { email: session.email } });

      expect(response.status).toBe(401);
    });

    it('answers 401 when the app token is sent in place of an ID token', async () => {
      const response = await callApi('PUT', `/login/${encodeURIComponent(customer.email)}`, { auth: customer.token, body: { email: customer.email } });

      expect(response.status).toBe(401);
    });

    it('answers 401 without an ID token', async () => {
      const response = await callApi('PUT', `/login/${encodeURIComponent(customer.email)}`, { body: { email: customer.email } });

      expect(response.status).toBe(401);
    });

    it('refuses to issue a token for an email other than the ID token holder', async () => {
      const response = await callApi('PUT', `/login/${encodeURIComponent(SEED_ADMIN.email)}`, { auth: customer.idToken, body: { email: SEED_ADMIN.email } });

      expect(response.status).toBe(403);
      expect(response.body).not.toHaveProperty('token');
    });

    it('logs in the seeded accounts with their passwords, with their roles', async () => {
      const [admin, seeded] = await Promise.all([seededAdmin(), seededCustomer()]);

      const roles = await Promise.all(
        [admin, seeded].map((user) => callApi<{ role: string }>('GET', `/admin/${encodeURIComponent(user.email)}`, { auth: user.token })),
      );

      expect(roles.map((response) => [response.status, response.body.role])).toEqual([
        [200, 'admin'],
        [200, 'user'],
      ]);
      expect([admin.email, seeded.email]).toEqual([SEED_ADMIN.email, SEED_CUSTOMER.email]);
    });

    it('issues the token case-insensitively for the same email', async () => {
      const session = await signUpFreshUser('casing');

      const token = await logIn({ email: session.email.toUpperCase(), idToken: session.idToken });

      expect(decodePayload(token).email).toBe(session.email);
    });
  });
});
