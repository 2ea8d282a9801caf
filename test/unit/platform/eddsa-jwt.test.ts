/**
 * The app token's Ed25519 signing and verification (functions/platform/eddsa-jwt.ts), checked against
 * `jose`, a widely used independent implementation: each accepts what the other signs, the key id
 * is jose's JWK thumbprint, and every token that is not exactly an EdDSA token of a trusted key is
 * refused. The claims' rules are
 * app-token.ts's, tested in app-token.test.ts and test/security/tokens.test.ts.
 */
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { calculateJwkThumbprint, generateKeyPair, importPKCS8, importSPKI, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  InvalidJwtError,
  keyId,
  publicKeysFromConfig,
  publicKeyToConfig,
  signEdDsa,
  verificationKeys,
  verifyEdDsa,
} from '../../../functions/platform/eddsa-jwt.js';
import { TEST_TOKEN_KEYS } from '../support/token-keys.js';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const privateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const publicKeyPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
const trusted = verificationKeys([publicKey]);
/** RFC 7638's thumbprint, computed by jose. */
const thumbprint = (key: KeyObject) => calculateJwkThumbprint(key.export({ format: 'jwk' }) as JWK);

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = { sub: 'uid-1', email: 'casey@tools.test', iat: 1_700_000_000, exp: 1_700_003_600 };

/** Claims as JSON objects of any shape (what a JWT payload can hold). */
const anyClaims = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 });

const refused = (token: string, keys = trusted) => expect(() => verifyEdDsa(token, keys)).toThrow(InvalidJwtError);

const ownKid = keyId(publicKey);
/** A token of these two segments with a correct Ed25519 signature (so only the header or payload is wrong). */
function signedAsIs(header: string, payload: string): string {
  return `${header}.${payload}.${sign(null, Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
}

describe('EdDSA JWTs', () => {
  it('signs what jose verifies, with the same claims', async () => {
    const joseKey = await importSPKI(publicKeyPem, 'EdDSA');
    await fc.assert(
      fc.asyncProperty(anyClaims, async (payload) => {
        const verified = await jwtVerify(signEdDsa(payload, privateKey), joseKey, { algorithms: ['EdDSA'] });
        expect(verified.protectedHeader).toEqual({ alg: 'EdDSA', kid: await thumbprint(publicKey), typ: 'JWT' });
        expect(verified.payload).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
      { numRuns: 50 },
    );
  });

  it('verifies what jose signs naming the key by its thumbprint, with or without typ, and returns its claims', async () => {
    const joseKey = await importPKCS8(privateKeyPem, 'EdDSA');
    const kid = await thumbprint(publicKey);
    await fc.assert(
      fc.asyncProperty(anyClaims, fc.boolean(), async (payload, withType) => {
        const token = await new SignJWT(payload as JWTPayload)
          .setProtectedHeader(withType ? { alg: 'EdDSA', kid, typ: 'JWT' } : { alg: 'EdDSA', kid })
          .sign(joseKey);
        expect(verifyEdDsa(token, trusted)).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a token with any one character changed', () => {
    const token = signEdDsa(claims, privateKey);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/';
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...alphabet), (at, character) => {
        fc.pre(token[at] !== character);
        refused(token.slice(0, at) + character + token.slice(at + 1));
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a token signed with another pair's private key", () => {
    refused(signEdDsa(claims, other.privateKey));
  });

  it('names a key by its JWK thumbprint (RFC 7638), the same from either half of the pair', async () => {
    for (let i = 0; i < 20; i++) {
      const pair = generateKeyPairSync('ed25519');
      expect(keyId(pair.publicKey)).toBe(await thumbprint(pair.publicKey));
      expect(keyId(pair.privateKey)).toBe(keyId(pair.publicKey));
    }
  });

  it('accepts the tokens of every trusted key while the signing key is replaced, and no longer those of a key taken out', () => {
    const both = verificationKeys([publicKey, other.publicKey]);
    const oldToken = signEdDsa(claims, privateKey);
    const newToken = signEdDsa(claims, other.privateKey);
    expect(verifyEdDsa(oldToken, both)).toEqual(claims);
    expect(verifyEdDsa(newToken, both)).toEqual(claims);
    const onlyNew = verificationKeys([other.publicKey]);
    refused(oldToken, onlyNew);
    expect(verifyEdDsa(newToken, onlyNew)).toEqual(claims);
  });

  it("checks a token only with the key its id names: another trusted key's id fails the signature", () => {
    const both = verificationKeys([publicKey, other.publicKey]);
    const [, payload, signature] = signEdDsa(claims, privateKey).split('.');
    const namingTheOther = `${segment({ alg: 'EdDSA', kid: keyId(other.publicKey), typ: 'JWT' })}.${payload}.${signature}`;
    expect(() => verifyEdDsa(namingTheOther, both)).toThrow('The signature does not match');
  });

  it.each<[string, () => Promise<string> | string]>([
    ["alg 'none' and no signature", () => `${segment({ alg: 'none', kid: ownKid, typ: 'JWT' })}.${segment(claims)}.`],
    ["alg 'none' with a correct signature", () => signedAsIs(segment({ alg: 'none', kid: ownKid, typ: 'JWT' }), segment(claims))],
    [
      "HS256 keyed with the public key's PEM (algorithm confusion)",
      () => {
        const input = `${segment({ alg: 'HS256', kid: ownKid, typ: 'JWT' })}.${segment(claims)}`;
        return `${input}.${createHmac('sha256', publicKeyPem).update(input).digest('base64url')}`;
      },
    ],
    [
      'HS256 keyed with the configured base64 public key',
      () => {
        const input = `${segment({ alg: 'HS256', kid: ownKid })}.${segment(claims)}`;
        const base64 = createPublicKey(publicKeyPem).export({ format: 'der', type: 'spki' }).toString('base64');
        return `${input}.${createHmac('sha256', base64).update(input).digest('base64url')}`;
      },
    ],
    [
      'ES256 with a key pair of its own',
      async () => new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign((await generateKeyPair('ES256')).privateKey),
    ],
    [
      'RS256 with a key pair of its own',
      async () => new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign((await generateKeyPair('RS256')).privateKey),
    ],
    [
      'a header with a critical extension',
      () => signedAsIs(segment({ alg: 'EdDSA', kid: ownKid, crit: ['http://example.com/ext'], 'http://example.com/ext': 1 }), segment(claims)),
    ],
    ['a header naming no key', () => signedAsIs(segment({ alg: 'EdDSA', typ: 'JWT' }), segment(claims))],
    ['a header naming a key not trusted here', () => signedAsIs(segment({ alg: 'EdDSA', kid: keyId(other.publicKey) }), segment(claims))],
    ['a key id that is not a string', () => signedAsIs(segment({ alg: 'EdDSA', kid: [ownKid] }), segment(claims))],
    ['a header embedding a key (jwk)', () => signedAsIs(segment({ alg: 'EdDSA', kid: ownKid, jwk: publicKey.export({ format: 'jwk' }) }), segment(claims))],
    ["a type other than 'JWT'", () => signedAsIs(segment({ alg: 'EdDSA', kid: ownKid, typ: 'at+jwt' }), segment(claims))],
    ['an unencoded payload (b64: false)', () => signedAsIs(segment({ alg: 'EdDSA', kid: ownKid, b64: false, crit: ['b64'] }), segment(claims))],
    ['two segments', () => signEdDsa(claims, privateKey).split('.').slice(0, 2).join('.')],
    ['four segments', () => `${signEdDsa(claims, privateKey)}.x`],
    ['the signature padded with =', () => `${signEdDsa(claims, privateKey)}=`],
    ['a signature cut short', () => signEdDsa(claims, privateKey).slice(0, -4)],
    ['an empty string', () => ''],
    ['a payload that is an array', () => signedAsIs(segment({ alg: 'EdDSA', kid: ownKid }), segment(['sub']))],
    ['a payload that is null', () => signedAsIs(segment({ alg: 'EdDSA', kid: ownKid }), segment(null))],
    ['a payload that is not JSON', () => signedAsIs(segment({ alg: 'EdDSA', kid: ownKid }), Buffer.from('{sub:').toString('base64url'))],
    ['a header that is not JSON', () => signedAsIs(Buffer.from('alg=EdDSA').toString('base64url'), segment(claims))],
  ])('refuses %s', async (_case, token) => {
    refused(await token());
  });

  it('reads the claims only of a token whose signature matches (a bad payload under a bad signature is a signature error)', () => {
    const [header] = signEdDsa(claims, privateKey).split('.');
    expect(() => verifyEdDsa(`${header}.${Buffer.from('{').toString('base64url')}.${Buffer.alloc(64).toString('base64url')}`, trusted)).toThrow(
      'The signature does not match',
    );
  });

  it('signs only with an Ed25519 private key and verifies only with an Ed25519 public key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(() => signEdDsa(claims, rsa.privateKey)).toThrow('Ed25519 private key');
    expect(() => signEdDsa(claims, publicKey as never)).toThrow('Ed25519 private key');
    expect(() => verificationKeys([rsa.publicKey])).toThrow('Ed25519 public key');
    expect(() => verificationKeys([privateKey])).toThrow('Ed25519 public key');
  });

  it('reads one or more configured public keys (SPKI DER in base64, separated by commas) and writes their form', () => {
    const configured = `${publicKeyToConfig(privateKey)}, ${publicKeyToConfig(other.publicKey)}`;
    expect(publicKeysFromConfig(configured).map(keyId)).toEqual([keyId(publicKey), keyId(other.publicKey)]);
    expect(publicKeyToConfig(publicKey)).toBe(createPublicKey(publicKeyPem).export({ format: 'der', type: 'spki' }).toString('base64'));
    const rsaPublic = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    for (const bad of [
      '',
      `${publicKeyToConfig(publicKey)},`,
      rsaPublic,
      privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      'not-base64-der',
    ]) {
      expect(() => publicKeysFromConfig(bad)).toThrow();
    }
  });

  it('uses a test key pair whose two configured forms belong together', () => {
    const token = signEdDsa(claims, createPrivateKey(TEST_TOKEN_KEYS.privateKeyPem));
    expect(verifyEdDsa(token, verificationKeys(publicKeysFromConfig(TEST_TOKEN_KEYS.publicKeyBase64)))).toEqual(claims);
  });
});
