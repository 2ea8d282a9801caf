/**
 * The app's own short-lived token, issued by PUT /login/{email} after the identity provider's ID
 * token was verified, and carried by every later call in the `auth` header as `bearer <token>`.
 * HS256 with a key from configuration; issuer, audience and expiry are always checked.
 */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { secret } from './config.js';
import { UnauthorizedError } from './errors.js';

export const APP_TOKEN_ISSUER = 'storefront-api';
export const APP_TOKEN_AUDIENCE = 'storefront-web';
export const APP_TOKEN_LIFETIME_SECONDS = 60 * 60;

export interface Caller {
  /** The identity provider's user id (also the user's _id). */
  uid: string;
  /** Lower-cased, verified email. */
  email: string;
  name: string;
}

async function signingKey(): Promise<Uint8Array> {
  return new TextEncoder().encode(await secret('TOKEN_SIGNING_KEY'));
}

export async function issueAppToken(caller: Caller, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: caller.email, name: caller.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(caller.uid)
    .setIssuer(APP_TOKEN_ISSUER)
    .setAudience(APP_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + APP_TOKEN_LIFETIME_SECONDS)
    .sign(await signingKey());
}

export async function verifyAppToken(token: string): Promise<Caller> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      issuer: APP_TOKEN_ISSUER,
      audience: APP_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, email, name } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || !email) throw new UnauthorizedError('Invalid token');
    if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + 60) throw new UnauthorizedError('Invalid token');
    return { uid: sub, email: email.toLowerCase(), name: typeof name === 'string' ? name : '' };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (error instanceof joseErrors.JOSEError) {
      throw new UnauthorizedError(error instanceof joseErrors.JWTExpired ? 'Token expired: sign in again' : 'Invalid token');
    }
    throw error;
  }
}

/** Reads `auth: bearer <token>` (also accepts `Authorization`). Tokens in the URL are never read. */
export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers['auth'] ?? headers['authorization'];
  const match = value?.match(/^bearer\s+(\S+)$/i);
  return match?.[1];
}
