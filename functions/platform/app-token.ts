/** The app's own Ed25519 token: only login holds the private key, so no other function can mint one. */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { secret, tokenPublicKeys } from './config.js';
import { UnauthorizedError } from './errors.js';
import { InvalidJwtError, publicKeysFromConfig, signEdDsa, verificationKeys, verifyEdDsa, type JwtClaims, type VerificationKeys } from './eddsa-jwt.js';

export const APP_TOKEN_ISSUER = 'storefront-api';
export const APP_TOKEN_AUDIENCE = 'storefront-web';
export const APP_TOKEN_LIFETIME_SECONDS = 60 * 60;

export interface Caller {
  /** The identity provider's user id (also the user's _id). */
  uid: string;
  /** Lower-cased email of the signed-in account. */
  email: string;
  name: string;
  /** Only a verified address gets the shop's emails. */
  emailVerified?: boolean;
}

/** Keys made once per container, for the configured value they were made from. */
let privateKey: { pem: string; key: KeyObject } | undefined;
let publicKeys: { configured: string; keys: VerificationKeys } | undefined;

/** TOKEN_PRIVATE_KEY: a PKCS #8 PEM (`openssl genpkey -algorithm ed25519`). */
async function signingKey(): Promise<KeyObject> {
  const pem = await secret('TOKEN_PRIVATE_KEY');
  if (privateKey?.pem !== pem) privateKey = { pem, key: createPrivateKey(pem) };
  return privateKey.key;
}

function trustedKeys(): VerificationKeys {
  const configured = tokenPublicKeys();
  if (publicKeys?.configured !== configured) publicKeys = { configured, keys: verificationKeys(publicKeysFromConfig(configured)) };
  return publicKeys.keys;
}

export async function issueAppToken(caller: Caller, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signEdDsa(
    {
      email: caller.email,
      name: caller.name,
      email_verified: caller.emailVerified === true,
      sub: caller.uid,
      iss: APP_TOKEN_ISSUER,
      aud: APP_TOKEN_AUDIENCE,
      iat: issuedAt,
      exp: issuedAt + APP_TOKEN_LIFETIME_SECONDS,
    },
    await signingKey(),
  );
}

/** A token issued in the future beyond this much clock difference is refused. */
const ISSUED_AT_TOLERANCE_SECONDS = 60;

const invalid = () => new UnauthorizedError('Invalid token');
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** RFC 7519's registered claims, with this app's issuer and audience. */
function checkClaims(claims: JwtClaims, nowSeconds: number): void {
  const { iss, aud, exp, iat, nbf } = claims;
  if (iss !== APP_TOKEN_ISSUER) throw invalid();
  if (!(aud === APP_TOKEN_AUDIENCE || (Array.isArray(aud) && aud.includes(APP_TOKEN_AUDIENCE)))) throw invalid();
  if (!isTime(exp) || !isTime(iat) || iat > nowSeconds + ISSUED_AT_TOLERANCE_SECONDS) throw invalid();
  if (nbf !== undefined && (!isTime(nbf) || nbf > nowSeconds)) throw invalid();
  if (exp <= nowSeconds) throw new UnauthorizedError('Token expired: sign in again');
}

export async function verifyAppToken(token: string): Promise<Caller> {
  let claims: JwtClaims;
  try {
    claims = verifyEdDsa(token, trustedKeys());
  } catch (error) {
    if (error instanceof InvalidJwtError) throw invalid();
    throw error;
  }
  checkClaims(claims, Math.floor(Date.now() / 1000));
  const { sub, email, name, email_verified: emailVerified } = claims;
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) throw invalid();
  return { uid: sub, email: email.toLowerCase(), name: typeof name === 'string' ? name : '', emailVerified: emailVerified === true };
}

/** Reads `auth: bearer <token>` (also accepts `Authorization`). Tokens in the URL are never read. */
export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers['auth'] ?? headers['authorization'];
  const match = value?.match(/^bearer\s+(\S+)$/i);
  return match?.[1];
}
