/**
 * App tokens signed by `jose`, an implementation independent of the code under test, naming their
 * key by its JWK thumbprint (RFC 7638) as the app's own tokens do.
 */
import { createPublicKey } from 'node:crypto';
import { calculateJwkThumbprint, importPKCS8, SignJWT, type JWK, type JWTHeaderParameters, type JWTPayload } from 'jose';

/** The key id of the pair this PKCS #8 PEM private key belongs to. */
export const joseKeyId = (privateKeyPem: string): Promise<string> => calculateJwkThumbprint(createPublicKey(privateKeyPem).export({ format: 'jwk' }) as JWK);

/** The claims as they are, signed with the PEM's Ed25519 key; the header names that key unless `header` says otherwise. */
export async function signWithJose(privateKeyPem: string, claims: JWTPayload, header?: JWTHeaderParameters): Promise<string> {
  const protectedHeader = header ?? { alg: 'EdDSA', kid: await joseKeyId(privateKeyPem), typ: 'JWT' };
  return new SignJWT(claims).setProtectedHeader(protectedHeader).sign(await importPKCS8(privateKeyPem, 'EdDSA'));
}
