/**
 * An app token key pair made for this test process (Ed25519), and the two forms the functions read
 * it in: TOKEN_PRIVATE_KEY (PKCS #8 PEM, the login function's secret) and TOKEN_PUBLIC_KEYS (SPKI DER
 * in base64, every other function's configuration). `useTestTokenKeys()` puts both in the environment.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { JWTHeaderParameters, JWTPayload } from 'jose';
import { publicKeyToConfig } from '../../../functions/platform/eddsa-jwt.js';
import { joseKeyId, signWithJose } from '../../support/jose-tokens.js';

const pair = generateKeyPairSync('ed25519');

export const TEST_TOKEN_KEYS = {
  privateKeyPem: pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  publicKeyBase64: publicKeyToConfig(pair.publicKey),
  publicKeyPem: pair.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
} as const;

export function useTestTokenKeys(): void {
  process.env.TOKEN_PRIVATE_KEY = TEST_TOKEN_KEYS.privateKeyPem;
  process.env.TOKEN_PUBLIC_KEYS = TEST_TOKEN_KEYS.publicKeyBase64;
}

/** The key id of this process's pair: its JWK thumbprint, computed by `jose`. */
export const testKeyId = (): Promise<string> => joseKeyId(TEST_TOKEN_KEYS.privateKeyPem);

/** A token signed by `jose` (not by the code under test) with this process's private key, naming it by its id unless `header` says otherwise. */
export const signWithTestKey = (claims: JWTPayload, header?: JWTHeaderParameters): Promise<string> =>
  signWithJose(TEST_TOKEN_KEYS.privateKeyPem, claims, header);
