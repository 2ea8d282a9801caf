// Only `alg: EdDSA` with a `kid` is accepted, so neither `none` nor an HMAC keyed with the public key passes.
// The kid (RFC 7638 thumbprint) lets verifiers trust the old and new key while the signing key is replaced.
import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

/** Why a token was refused; the message is for logs and tests, never sent to the caller as is. */
export class InvalidJwtError extends Error {
  override readonly name = 'InvalidJwtError';
}

const ALGORITHM = 'EdDSA';

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function assertEd25519(key: KeyObject, type: 'private' | 'public'): void {
  if (key.type !== type || key.asymmetricKeyType !== 'ed25519') throw new Error(`The app token needs an Ed25519 ${type} key`);
}

export type VerificationKeys = ReadonlyMap<string, KeyObject>;

/** The key's id: its JWK thumbprint (RFC 7638), base64url. The same for a private key and its public key. */
export function keyId(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  assertEd25519(publicKey, 'public');
  const { x } = publicKey.export({ format: 'jwk' });
  // The required members of an OKP key, in lexicographic order, no whitespace.
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

export function verificationKeys(publicKeys: readonly KeyObject[]): VerificationKeys {
  for (const key of publicKeys) assertEd25519(key, 'public');
  return new Map(publicKeys.map((key) => [keyId(key), key]));
}

/** TOKEN_PUBLIC_KEYS: base64 SPKI DER keys, comma-separated (two while the signing key is replaced). */
export function publicKeysFromConfig(configured: string): KeyObject[] {
  const values = configured.split(',').map((value) => value.trim());
  if (values.some((value) => value === '')) throw new Error('The app token needs one or more public keys, separated by commas');
  return values.map((value) => {
    const key = createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' });
    assertEd25519(key, 'public');
    return key;
  });
}

export function publicKeyToConfig(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
}

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

// Cached per key: the kid derives the public key and hashes it.
const headers = new WeakMap<KeyObject, string>();
function headerFor(privateKey: KeyObject): string {
  let header = headers.get(privateKey);
  if (header === undefined) headers.set(privateKey, (header = encodeSegment({ alg: ALGORITHM, kid: keyId(privateKey), typ: 'JWT' })));
  return header;
}

/** Signs the claims as they are (the caller sets `iat`, `exp` and the rest); the header names the key. */
export function signEdDsa(claims: JwtClaims, privateKey: KeyObject): string {
  assertEd25519(privateKey, 'private');
  const signingInput = `${headerFor(privateKey)}.${encodeSegment(claims)}`;
  return `${signingInput}.${sign(null, Buffer.from(signingInput), privateKey).toString('base64url')}`;
}

/** The claims of a token signed by the key its `kid` names; the claims themselves are not checked here. */
export function verifyEdDsa(token: string, publicKeys: VerificationKeys): JwtClaims {
  const segments = token.split('.');
  if (segments.length !== 3) throw new InvalidJwtError('A JWT has three segments');
  const [header, payload, givenSignature] = segments as [string, string, string];
  const { alg, kid, typ, ...rest } = decodeObject(header, 'header');
  if (alg !== ALGORITHM) throw new InvalidJwtError(`The algorithm must be ${ALGORITHM}, got ${JSON.stringify(alg)}`);
  if (typ !== undefined && typ !== 'JWT') throw new InvalidJwtError(`The type must be JWT, got ${JSON.stringify(typ)}`);
  // `crit`, `b64`, `jwk`, `jku`...: nothing this code signs, so nothing it accepts.
  if (Object.keys(rest).length > 0) throw new InvalidJwtError(`Unexpected header parameters: ${Object.keys(rest).join(', ')}`);
  // The id only picks among keys held here; a token cannot bring its own.
  const publicKey = typeof kid === 'string' ? publicKeys.get(kid) : undefined;
  if (!publicKey) throw new InvalidJwtError(`No key with the id ${JSON.stringify(kid)}`);
  const signature = Buffer.from(givenSignature, 'base64url');
  // Only the one canonical encoding of the 64 bytes: base64url decoding skips characters it does not know.
  if (signature.toString('base64url') !== givenSignature || !verify(null, Buffer.from(`${header}.${payload}`), publicKey, signature)) {
    throw new InvalidJwtError('The signature does not match');
  }
  return decodeObject(payload, 'payload');
}
