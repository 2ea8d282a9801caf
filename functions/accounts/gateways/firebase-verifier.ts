/** The cloud-mode verifier of the identity provider's ID tokens, in a module of its own so that identity-token.ts loads it (tree-shaken) on first use. */
import { JwtRsaVerifier } from 'aws-jwt-verify';

export const FIREBASE_JWKS_URI = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export function createFirebaseVerifier(issuer: string, projectId: string) {
  return JwtRsaVerifier.create({ issuer, audience: projectId, jwksUri: FIREBASE_JWKS_URI });
}
