/**
 * Firebase ID tokens for login tests: the Auth emulator's unsigned ones, and RS256-signed ones
 * whose public key is loaded into the verifier's JWKS cache (nothing is fetched from Google).
 */
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { firebaseVerifier } from '../../../functions/accounts/gateways/identity-token.js';
import { FIREBASE_PROJECT_ID } from './env.js';

export interface IdentityClaims extends JWTPayload {
  email?: string;
  name?: string;
  auth_time?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function firebaseClaims(overrides: IdentityClaims = {}): IdentityClaims {
  const now = nowSeconds();
  return {
    iss: `https://securetoken.google.com/${FIREBASE_PROJECT_ID}`,
    aud: FIREBASE_PROJECT_ID,
    sub: 'uid-casey',
    email: 'casey@tools.test',
    name: 'Casey',
    auth_time: now - 10,
    iat: now - 10,
    exp: now + 3600,
    ...overrides,
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What the Auth emulator issues: alg none, no signature. */
export function emulatorIdToken(overrides: IdentityClaims = {}): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(firebaseClaims(overrides))}.`;
}

/** A signing key whose public half the Firebase verifier trusts; `sign` makes RS256 ID tokens with it. */
export async function trustedFirebaseSigner(kid = 'unit-key') {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  (await firebaseVerifier()).cacheJwks({ keys: [jwk] } as Parameters<Awaited<ReturnType<typeof firebaseVerifier>>['cacheJwks']>[0]);
  return {
    sign: (overrides: IdentityClaims = {}, key = privateKey) =>
      new SignJWT(firebaseClaims(overrides)).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key),
  };
}

/** A key nobody trusts, for forged tokens. */
export async function untrustedKey() {
  return (await generateKeyPair('RS256')).privateKey;
}
