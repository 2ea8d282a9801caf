/**
 * JSON Web Tokens signed with HMAC-SHA256 (RFC 7519, JWS compact form of RFC 7515), with
 * `node:crypto`. Only this one algorithm: the header must say `alg: HS256` (with `typ: JWT` or no
 * `typ`, and nothing else), so neither `none` nor any other algorithm is ever accepted. The
 * signature is compared in constant time, before the claims are read.
 *
 * Why not `jose`: it verifies through WebCrypto, whose first use in a process took 5 to 12 ms of
 * every protected function's cold request, against 0.5 ms here (docs/performance.md). The tests
 * check this module against `jose` both ways (test/unit/shared/hs256-jwt.test.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

/** Why a token was refused; the message is for logs and tests, never sent to the caller as is. */
export class InvalidJwtError extends Error {
  override readonly name = 'InvalidJwtError';
}

const HEADER = encodeSegment({ alg: 'HS256', typ: 'JWT' });

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signature(signingInput: string, key: Uint8Array): Buffer {
  return createHmac('sha256', key).update(signingInput).digest();
}

/** A segment's JSON object; anything else (bad base64url, bad JSON, an array, null) is refused. */
function decodeObject(segment: string, what: string): JwtClaims {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidJwtError(`The ${what} is not base64url-encoded JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidJwtError(`The ${what} is not a JSON object`);
  return value as JwtClaims;
}

/** Signs the claims as they are (the caller sets `iat`, `exp` and the rest). */
export function signHs256(claims: JwtClaims, key: Uint8Array): string {
  const signingInput = `${HEADER}.${encodeSegment(claims)}`;
  return `${signingInput}.${signature(signingInput, key).toString('base64url')}`;
}

/** The claims of a token this key signed with HS256; throws InvalidJwtError for anything else. Claims are not checked here. */
export function verifyHs256(token: string, key: Uint8Array): JwtClaims {
  const segments = token.split('.');
  if (segments.length !== 3) throw new InvalidJwtError('A JWT has three segments');
  const [header, payload, givenSignature] = segments as [string, string, string];
  const { alg, typ, ...rest } = decodeObject(header, 'header');
  if (alg !== 'HS256') throw new InvalidJwtError(`The algorithm must be HS256, got ${JSON.stringify(alg)}`);
  if (typ !== undefined && typ !== 'JWT') throw new InvalidJwtError(`The type must be JWT, got ${JSON.stringify(typ)}`);
  // `crit`, `b64`, `kid`, `jku`...: nothing this code signs, so nothing it accepts.
  if (Object.keys(rest).length > 0) throw new InvalidJwtError(`Unexpected header parameters: ${Object.keys(rest).join(', ')}`);
  const given = Buffer.from(givenSignature, 'base64url');
  const expected = signature(`${header}.${payload}`, key);
  // Only the one canonical encoding of the 32 bytes: base64url decoding skips characters it does not know.
  if (given.toString('base64url') !== givenSignature || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new InvalidJwtError('The signature does not match');
  }
  return decodeObject(payload, 'payload');
}
