/**
 * A small client of the Auth emulator's REST API (the Identity Toolkit API the Firebase SDK calls),
 * used by the seed and the tests to create accounts and get real ID tokens.
 */
import { LOCAL_FIREBASE_API_KEY } from './local-config.js';

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

export async function signUp(emulatorUrl: string, account: { email: string; password: string; displayName: string }): Promise<EmulatorSession> {
  const created = await call<EmulatorSession>(emulatorUrl, 'signUp', { email: account.email, password: account.password, returnSecureToken: true });
  await call(emulatorUrl, 'update', { idToken: created.idToken, displayName: account.displayName, returnSecureToken: true });
  // A fresh sign-in, so the ID token carries the display name.
  return signIn(emulatorUrl, account);
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

/** Signs in, creating the account first when the emulator does not have it. */
export async function ensureAccount(emulatorUrl: string, account: { email: string; password: string; displayName: string }): Promise<EmulatorSession> {
  try {
    return await signUp(emulatorUrl, account);
  } catch (error) {
    if (error instanceof AuthEmulatorError && error.code === 'EMAIL_EXISTS') return signIn(emulatorUrl, account);
    throw error;
  }
}
