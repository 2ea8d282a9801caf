/**
 * The app token's HS256 signing and verification (functions/shared/hs256-jwt.ts), checked against
 * `jose`, a widely used independent implementation: each accepts what the other signs, and every
 * token that is not exactly an HS256 token of this key is refused. The claims' rules are
 * app-token.ts's, tested in app-token.test.ts and test/security/tokens.test.ts.
 */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { InvalidJwtError, signHs256, verifyHs256 } from '../../../functions/shared/hs256-jwt.js';

const key = new TextEncoder().encode('a-signing-key-of-at-least-32-bytes-for-hs256');
const otherKey = new TextEncoder().encode('another-signing-key-of-at-least-32-bytes!!');
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = { sub: 'uid-1', email: 'casey@tools.test', iat: 1_700_000_000, exp: 1_700_003_600 };

/** Claims as JSON objects of any shape (what a JWT payload can hold). */
const anyClaims = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 });

const refused = (token: string, signingKey = key) => expect(() => verifyHs256(token, signingKey)).toThrow(InvalidJwtError);

describe('HS256 JWTs', () => {
  it('signs what jose verifies, with the same claims', async () => {
    await fc.assert(
      fc.asyncProperty(anyClaims, async (payload) => {
        const verified = await jwtVerify(signHs256(payload, key), key, { algorithms: ['HS256'] });
        expect(verified.protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
        expect(verified.payload).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
      { numRuns: 50 },
    );
  });

  it('verifies what jose signs, with or without typ, and returns its claims', async () => {
    await fc.assert(
      fc.asyncProperty(anyClaims, fc.boolean(), async (payload, withType) => {
        const token = await new SignJWT(payload as JWTPayload).setProtectedHeader(withType ? { alg: 'HS256', typ: 'JWT' } : { alg: 'HS256' }).sign(key);
        expect(verifyHs256(token, key)).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a token with any one character changed', () => {
    const token = signHs256(claims, key);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/';
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...alphabet), (at, character) => {
        fc.pre(token[at] !== character);
        refused(token.slice(0, at) + character + token.slice(at + 1));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a token signed with another key', () => {
    refused(signHs256(claims, otherKey));
  });

  it.each<[string, () => Promise<string> | string]>([
    ["alg 'none' and no signature", () => `${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims)}.`],
    ["alg 'none' and this key's HMAC as its signature", () => swapHeader(signHs256(claims, key), { alg: 'none', typ: 'JWT' }, { resign: true })],
    ['HS512 with this key', () => new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key)],
    ['HS384 with this key', () => new SignJWT(claims).setProtectedHeader({ alg: 'HS384' }).sign(key)],
    [
      'RS256 with a key pair of its own',
      async () => new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign((await generateKeyPair('RS256')).privateKey),
    ],
    [
      'a header with a critical extension',
      () => resigned(segment({ alg: 'HS256', crit: ['http://example.com/ext'], 'http://example.com/ext': 1 }), segment(claims)),
    ],
    ['a header naming a key id', () => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: 'other' }).sign(key)],
    ["a type other than 'JWT'", () => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(key)],
    ['an unencoded payload (b64: false)', () => swapHeader(signHs256(claims, key), { alg: 'HS256', b64: false, crit: ['b64'] }, { resign: true })],
    ['two segments', () => signHs256(claims, key).split('.').slice(0, 2).join('.')],
    ['four segments', () => `${signHs256(claims, key)}.x`],
    ['the signature padded with =', () => `${signHs256(claims, key)}=`],
    ['an empty string', () => ''],
    ['a payload that is an array', () => resigned(segment({ alg: 'HS256' }), segment(['sub']))],
    ['a payload that is null', () => resigned(segment({ alg: 'HS256' }), segment(null))],
    ['a payload that is not JSON', () => resigned(segment({ alg: 'HS256' }), Buffer.from('{sub:').toString('base64url'))],
    ['a header that is not JSON', () => resigned(Buffer.from('alg=HS256').toString('base64url'), segment(claims))],
  ])('refuses %s', async (_case, token) => {
    refused(await token());
  });

  it('reads the claims only of a token whose signature matches (a bad payload under a bad signature is a signature error)', () => {
    const [header] = signHs256(claims, key).split('.');
    expect(() => verifyHs256(`${header}.${Buffer.from('{').toString('base64url')}.AAAA`, key)).toThrow('The signature does not match');
  });
});

/** A token made of these two segments, signed with the test key (so only the header or payload is wrong). */
function resigned(header: string, payload: string): string {
  return signHs256Raw(`${header}.${payload}`);
}

function swapHeader(token: string, header: Record<string, unknown>, { resign }: { resign: boolean }): string {
  const [, payload, signature] = token.split('.');
  return resign ? resigned(segment(header), payload!) : `${segment(header)}.${payload}.${signature}`;
}

/** The HMAC of any signing input, as a correct signature for it (built without the module under test). */
function signHs256Raw(signingInput: string): string {
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
}
