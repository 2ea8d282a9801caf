/**
 * A small client of the Auth emulator's REST API (the Identity Toolkit API the Firebase SDK calls),
 * used by the seed and the tests to create accounts and get real ID tokens.
 */
import { LOCAL_FIREBASE_API_KEY, LOCAL_PROJECT_ID } from './local-config.js';

export interface EmulatorSession {
  /** The account's id (the users table's `_id`). */
  localId: string;
  email: string;
  idToken: string;
}

export class AuthEmulatorError extends Error {
  constructor(
    readonly code: string,
    action: string,
  ) {
    super(`Auth emulator ${action} failed: ${code}`);
  }
}

async function call<T>(emulatorUrl: string, action: string, body: unknown): Promise<T> {
  const url = `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=${LOCAL_FIREBASE_API_KEY}`;
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new AuthEmulatorError(json.error?.message ?? `HTTP ${response.status}`, action);
  return json;
}

interface Credentials {
  email: string;
  password: string;
}

/**
 * A new account with its display name; its address verified unless `verified: false` (as if its
 * owner had opened the provider's verification link).
 */
export async function signUp(
  emulatorUrl: string,
  account: Credentials & { displayName: string },
  options: { verified?: boolean } = {},
): Promise<EmulatorSession> {
  const created = await call<EmulatorSession>(emulatorUrl, 'signUp', { email: account.email, password: account.password, returnSecureToken: true });
  await call(emulatorUrl, 'update', { idToken: created.idToken, displayName: account.displayName, returnSecureToken: true });
  if (options.verified !== false) await verifyEmail(emulatorUrl, created);
  // A fresh sign-in, so the ID token carries the display name (and the verified flag).
  return signIn(emulatorUrl, account);
}

/**
 * The provider's own verification flow, offline: the emulator "sends" the verification email
 * (sendOobCode, as the web app's sendEmailVerification does), keeps its code where its REST API
 * lists it, and applying the code verifies the address, as opening the emailed link would.
 */
export async function verifyEmail(emulatorUrl: string, session: Pick<EmulatorSession, 'email' | 'idToken'>): Promise<void> {
  await call(emulatorUrl, 'sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: session.idToken });
  const listed = await fetch(`${emulatorUrl}/emulator/v1/projects/${LOCAL_PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await listed.json()) as { oobCodes?: { email: string; oobCode: string; requestType: string }[] };
  const code = oobCodes.findLast((entry) => entry.requestType === 'VERIFY_EMAIL' && entry.email.toLowerCase() === session.email.toLowerCase());
  if (!code) throw new AuthEmulatorError('NO_VERIFICATION_CODE', 'sendOobCode');
  await call(emulatorUrl, 'update', { oobCode: code.oobCode });
}

/** Whether the ID token says the address is verified (the emulator's tokens are unsigned JSON). */
function isVerified(idToken: string): boolean {
  const payload = idToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email_verified?: unknown }).email_verified === true;
}

export async function signIn(emulatorUrl: string, credentials: { email: string; password: string }): Promise<EmulatorSession> {
  const session = await call<EmulatorSession>(emulatorUrl, 'signInWithPassword', { ...credentials, returnSecureToken: true });
  return { localId: session.localId, email: session.email, idToken: session.idToken };
}

/**
 * Moves the signed-in account to another email address, as the Firebase SDK's updateEmail does; the
 * old address is free for a new sign-up afterwards. Answers a session under the new address.
 */
export async function changeEmail(emulatorUrl: string, session: EmulatorSession, newEmail: string): Promise<EmulatorSession> {
  const changed = await call<EmulatorSession>(emulatorUrl, 'update', { idToken: session.idToken, email: newEmail, returnSecureToken: true });
  return { localId: changed.localId, email: changed.email, idToken: changed.idToken };
}

/** Signs in, creating the account first when the emulator does not have it; its address verified either way. */
export async function ensureAccount(emulatorUrl: string, account: Credentials & { displayName: string }): Promise<EmulatorSession> {
  try {
    return await signUp(emulatorUrl, account);
  } catch (error) {
    if (!(error instanceof AuthEmulatorError && error.code === 'EMAIL_EXISTS')) throw error;
  }
  const session = await signIn(emulatorUrl, account);
  if (isVerified(session.idToken)) return session;
  await verifyEmail(emulatorUrl, session);
  return signIn(emulatorUrl, account);
}
