/**
 * An app token key pair made for this test process (Ed25519), and the two forms the functions read
 * it in: TOKEN_PRIVATE_KEY (PKCS #8 PEM, the login function's secret) and TOKEN_PUBLIC_KEY (SPKI DER
 * in base64, every other function's configuration). `useTestTokenKeys()` puts both in the environment.
 */
import { generateKeyPairSync } from 'node:crypto';
import { importPKCS8, SignJWT, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { publicKeyToBase64 } from '../../../functions/shared/eddsa-jwt.js';

const pair = generateKeyPairSync('ed25519');

export const TEST_TOKEN_KEYS = {
  privateKeyPem: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  publicKeyBase64: publicKeyToBase64(pair.publicKey),
  publicKeyPem: pair.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
} as const;

export function useTestTokenKeys(): void {
  process.env.TOKEN_PRIVATE_KEY = TEST_TOKEN_KEYS.privateKeyPem;
  process.env.TOKEN_PUBLIC_KEY = TEST_TOKEN_KEYS.publicKeyBase64;
}

/** A token signed by `jose` (not by the code under test) with this process's private key. */
export async function signWithTestKey(claims: JWTPayload, header: JWTHeaderParameters = { alg: 'EdDSA', typ: 'JWT' }): Promise<string> {
  return new SignJWT(claims).setProtectedHeader(header).sign(await importPKCS8(TEST_TOKEN_KEYS.privateKeyPem, 'EdDSA'));
}
