import type { Caller } from '../../platform/app-token.js';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors.js';
import type { VerifiedIdentity } from '../gateways/identity-token.js';
import { normalizeEmail } from './access.js';

export interface LoginDeps {
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  upsertSignedInUser(identity: VerifiedIdentity, now: Date): Promise<void>;
  issueAppToken(caller: Caller): Promise<string>;
  now(): Date;
}

export interface LoginRequest {
  /** The identity provider's ID token from the auth header, if any. */
  idToken: string | undefined;
  email: string;
  bodyEmail?: string;
}

/** The user is the token's `sub`, never the email: an account keeps its data when its address changes. */
export async function logIn(deps: LoginDeps, request: LoginRequest): Promise<string> {
  if (!request.idToken) throw new UnauthorizedError("Sign in required: send the identity provider's ID token in the auth header");
  const identity = await deps.verifyIdToken(request.idToken);
  for (const email of [request.email, request.bodyEmail]) {
    if (email !== undefined && normalizeEmail(email) !== identity.email) {
      throw new ForbiddenError('email: does not match the signed-in account');
    }
  }
  await deps.upsertSignedInUser(identity, deps.now());
  return deps.issueAppToken(identity);
}
