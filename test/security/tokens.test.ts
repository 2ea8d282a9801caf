/**
 * Hostile tokens, completing what test/unit/shared/app-token.test.ts and
 * test/unit/handlers/login.test.ts already cover (see SECURITY.md for the full list): the Firebase
 * ID token in cloud mode (RS256 keys of our own loaded into the verifier's JWKS cache, nothing
 * fetched) and the app token. Every one is a 401 and writes nothing.
 */
import '../unit/support/env.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listMyOrders } from '../../functions/orders/handlers/list-my-orders.js';
import { handler as login } from '../../functions/accounts/handlers/login.js';
import { APP_TOKEN_AUDIENCE, APP_TOKEN_ISSUER } from '../../functions/platform/app-token.js';
import { firebaseVerifier } from '../../functions/accounts/gateways/identity-token.js';
import { call, customer } from '../unit/support/api.js';
import { sent, useMockedDynamoDb } from '../unit/support/dynamo.js';
import { firebaseClaims, type IdentityClaims } from '../unit/support/id-tokens.js';
import { signWithTestKey, TEST_TOKEN_KEYS } from '../unit/support/token-keys.js';

const KID = 'security-key';
const email = 'casey@tools.test';
const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const withoutClaim = (name: string): IdentityClaims => ({ [name]: undefined });

let privateKey: CryptoKey;
let publicKeyPem: string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicKeyPem = await exportSPKI(pair.publicKey);
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  (await firebaseVerifier()).cacheJwks({ keys: [jwk] } as Parameters<Awaited<ReturnType<typeof firebaseVerifier>>['cacheJwks']>[0]);
});

const signIdToken = (overrides: IdentityClaims = {}) =>
  new SignJWT(firebaseClaims(overrides)).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(privateKey);

const logIn = (headers: Record<string, string>, query?: Record<string, string>) => call(login, { params: { email }, body: { email }, headers, query });
const logInWith = (idToken: string) => logIn({ auth: `bearer ${idToken}` });

describe('PUT /login/{email} with Firebase ID tokens (cloud mode)', () => {
  useMockedDynamoDb();

  it('accepts a correctly signed ID token (the baseline the cases below break)', async () => {
    const response = await logInWith(await signIdToken());
    expect(response.statusCode).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    [
      'signed HS256 with the RSA public key as the secret (algorithm confusion)',
      () => new SignJWT(firebaseClaims()).setProtectedHeader({ alg: 'HS256', kid: KID, typ: 'JWT' }).sign(new TextEncoder().encode(publicKeyPem)),
    ],
    ["with alg 'none' and the trusted key id", async () => `${base64url({ alg: 'none', kid: KID, typ: 'JWT' })}.${base64url(firebaseClaims())}.`],
    [
      'with a forged signature',
      async () => {
        const [header, payload] = (await signIdToken()).split('.');
        return `${header}.${payload}.${Buffer.alloc(256, 7).toString('base64url')}`;
      },
    ],
    ['from another issuer', () => signIdToken({ iss: 'https://securetoken.google.com/another-project' })],
    ['from an issuer that is not Firebase at all', () => signIdToken({ iss: 'https://evil.test' })],
    ['issued in the future', () => signIdToken({ iat: now() + 3600, auth_time: now() - 10 })],
    ['signed in in the future', () => signIdToken({ auth_time: now() + 3600 })],
    ['not valid before a future time', () => signIdToken({ nbf: now() + 3600 })],
    ['without an email', () => signIdToken(withoutClaim('email'))],
    ['with an empty email', () => signIdToken({ email: '' })],
    ['without a subject', () => signIdToken(withoutClaim('sub'))],
    ['without an expiry', () => signIdToken(withoutClaim('exp'))],
    ['without an issue time', () => signIdToken(withoutClaim('iat'))],
  ])('answers 401 and writes nothing for an ID token %s', async (_case, token) => {
    const response = await logInWith(await token());
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(sent(UpdateCommand)).toEqual([]);
  });

  it('answers 401 for a valid ID token sent in the URL instead of the auth header', async () => {
    const token = await signIdToken();
    const response = await logIn({}, { auth: `bearer ${token}`, token, idToken: token, access_token: token });
    expect(response.statusCode).toBe(401);
    expect(sent(UpdateCommand)).toEqual([]);
  });

  it('answers 401 for a valid ID token under a scheme other than bearer', async () => {
    const response = await logIn({ auth: `Basic ${await signIdToken()}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('the app token', () => {
  useMockedDynamoDb();

  function appClaims(overrides: JWTPayload = {}): JWTPayload {
    return {
      sub: customer.uid,
      email: customer.email,
      name: customer.name,
      iss: APP_TOKEN_ISSUER,
      aud: APP_TOKEN_AUDIENCE,
      iat: now(),
      exp: now() + 600,
      ...overrides,
    };
  }
  const signApp = (overrides: JWTPayload = {}) => signWithTestKey(appClaims(overrides));
  const myOrders = (token: string) => call(listMyOrders, { params: { email: customer.email }, headers: { auth: `bearer ${token}` } });

  it('accepts a token signed with the key and every claim right (the baseline the cases below break)', async () => {
    expect((await myOrders(await signApp())).statusCode).toBe(200);
  });

  it('accepts a token whose audience is a list naming this one (RFC 7519)', async () => {
    expect((await myOrders(await signApp({ aud: ['someone-else', APP_TOKEN_AUDIENCE] }))).statusCode).toBe(200);
  });

  it.each<[string, () => Promise<string>]>([
    [
      'signed HS256 with the public key as the secret (algorithm confusion)',
      () => new SignJWT(appClaims()).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(TEST_TOKEN_KEYS.publicKeyBase64)),
    ],
    [
      'signed HS256 with the public key in PEM as the secret (algorithm confusion)',
      () => new SignJWT(appClaims()).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(TEST_TOKEN_KEYS.publicKeyPem)),
    ],
    [
      'signed EdDSA by a key pair of its own',
      async () => new SignJWT(appClaims()).setProtectedHeader({ alg: 'EdDSA' }).sign((await generateKeyPair('EdDSA')).privateKey),
    ],
    [
      'signed RS256 by a key of its own',
      async () => new SignJWT(appClaims()).setProtectedHeader({ alg: 'RS256' }).sign((await generateKeyPair('RS256')).privateKey),
    ],
    ['that is a signed Firebase ID token', () => signIdToken({ email: customer.email })],
    ['issued in the future', () => signApp({ iat: now() + 3600, exp: now() + 7200 })],
    ['without an email', () => signApp({ email: undefined })],
    ['with an empty email', () => signApp({ email: '' })],
    ['without a subject', () => signApp({ sub: undefined })],
    ['without an expiry', () => signApp({ exp: undefined })],
    ['without an issue time', () => signApp({ iat: undefined })],
    ['not valid before a time still to come', () => signApp({ nbf: now() + 600 })],
    ['with its expiry as text', () => signApp({ exp: String(now() + 600) as unknown as number })],
    ['for a list of audiences without this one', () => signApp({ aud: ['someone-else', 'another'] })],
  ])('answers 401 for a token %s', async (_case, token) => {
    const response = await myOrders(await token());
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});
