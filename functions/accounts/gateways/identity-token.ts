// The Auth emulator signs nothing, so emulator mode (local only) checks the same claims on the unsigned token.
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import type { createFirebaseVerifier } from './firebase-verifier.js';
import { authMode, firebaseProjectId } from '../../platform/config.js';
import { UnauthorizedError } from '../../platform/errors.js';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  name: string;
  /** The provider checked that the account controls the address (`email_verified`). */
  emailVerified: boolean;
}

interface IdTokenClaims {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  auth_time?: unknown;
  iat?: unknown;
  exp?: unknown;
  iss?: unknown;
  aud?: unknown;
}

const CLOCK_SKEW_SECONDS = 60;

function firebaseIssuer(projectId: string): string {
  return `https://securetoken.google.com/${projectId}`;
}

/**
 * Not at init: the token is checked before the account's first read (a login writes only for a
 * verified identity), so the verifier loads when the first cloud-mode token arrives; emulator mode never loads it.
 */
const verifierModule = loadedOnFirstUse(() => import('./firebase-verifier.js'));

let cloudVerifier: ReturnType<typeof createFirebaseVerifier> | undefined;

/** The verifier used in cloud mode; exported so tests can load a JWKS into its cache. */
export async function firebaseVerifier() {
  const { createFirebaseVerifier } = await verifierModule();
  const projectId = firebaseProjectId();
  cloudVerifier ??= createFirebaseVerifier(firebaseIssuer(projectId), projectId);
  return cloudVerifier;
}

function checkClaims(claims: IdTokenClaims, nowSeconds: number): VerifiedIdentity {
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128) {
    throw new UnauthorizedError('Invalid ID token: no subject');
  }
  if (typeof claims.auth_time !== 'number' || claims.auth_time > nowSeconds + CLOCK_SKEW_SECONDS) {
    throw new UnauthorizedError('Invalid ID token: bad auth_time');
  }
  if (typeof claims.iat !== 'number' || claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) {
    throw new UnauthorizedError('Invalid ID token: no or a future issue time');
  }
  // The signature check accepts a token without `exp`; Firebase always sets it, so its absence means a forgery.
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds) {
    throw new UnauthorizedError('Invalid ID token: expired or without an expiry');
  }
  if (typeof claims.email !== 'string' || claims.email.length === 0) {
    throw new UnauthorizedError('Invalid ID token: no email');
  }
  return {
    uid: claims.sub,
    email: claims.email.toLowerCase(),
    name: typeof claims.name === 'string' ? claims.name : '',
    emailVerified: claims.email_verified === true,
  };
}

function decodeUnsignedEmulatorToken(token: string, projectId: string, nowSeconds: number): IdTokenClaims {
  const [headerPart, payloadPart] = token.split('.');
  if (!headerPart || !payloadPart) throw new UnauthorizedError('Invalid ID token');
  let header: { alg?: unknown };
  let claims: IdTokenClaims;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw new UnauthorizedError('Invalid ID token');
  }
  if (header.alg !== 'none') throw new UnauthorizedError('Invalid ID token: not an emulator token');
  if (claims.iss !== firebaseIssuer(projectId) || claims.aud !== projectId) {
    throw new UnauthorizedError('Invalid ID token: wrong issuer or audience');
  }
  if (typeof claims.exp !== 'number' || claims.exp < nowSeconds) throw new UnauthorizedError('Invalid ID token: expired');
  return claims;
}

export async function verifyIdToken(token: string, now = new Date()): Promise<VerifiedIdentity> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const projectId = firebaseProjectId();
  if (authMode() === 'emulator') {
    return checkClaims(decodeUnsignedEmulatorToken(token, projectId, nowSeconds), nowSeconds);
  }
  const verifier = await firebaseVerifier();
  let claims: IdTokenClaims;
  try {
    claims = (await verifier.verify(token)) as IdTokenClaims;
  } catch {
    throw new UnauthorizedError('Invalid ID token');
  }
  return checkClaims(claims, nowSeconds);
}
