/**
 * Accounts for the integration tests: real sign-ups in the Auth emulator, real ID tokens, and the
 * app token from PUT /login/{email}.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { changeEmail, signIn, signUp, type EmulatorSession } from '../../infra/local/auth-emulator-client.js';
import { SEED_ADMIN, SEED_CUSTOMER, type SeedAccount } from '../../infra/local/seed-data.js';
import { callApi } from './api-client.js';

export interface SignedInUser {
  /** The identity provider's account id (the users row's `_id`). */
  uid: string;
  email: string;
  name: string;
  idToken: string;
  /** The app token for the `auth` header. */
  token: string;
}

const emulatorUrl = () => inject('localStack').authEmulatorUrl;

/** A unique address, e.g. for an account to move to. */
export const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@tools.test`;

export interface FreshUserOptions {
  email?: string;
  displayName?: string;
  /** The address verified through the provider's flow (default); false leaves it unverified. */
  verified?: boolean;
}

/**
 * A new account signed up in the Auth emulator (not yet logged in to the API): with a unique email
 * unless one is given, and a display name unless one is given ('' leaves it unset).
 */
export async function signUpFreshUser(label = 'buyer', options: FreshUserOptions = {}): Promise<EmulatorSession & { name: string; password: string }> {
  const id = randomUUID().slice(0, 8);
  const account = { email: options.email ?? `${label}-${id}@tools.test`, password: `pw-${id}-secret`, displayName: options.displayName ?? `${label} ${id}` };
  const session = await signUp(emulatorUrl(), account, { verified: options.verified });
  return { ...session, name: account.displayName, password: account.password };
}

/** PUT /login/{email} with the ID token; returns the app token. */
export async function logIn(session: { email: string; idToken: string }): Promise<string> {
  const response = await callApi<{ token?: string; message?: string }>('PUT', `/login/${encodeURIComponent(session.email)}`, {
    auth: session.idToken,
    body: { email: session.email },
  });
  if (response.status !== 200 || !response.body.token) {
    throw new Error(`PUT /login/${session.email} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body.token;
}

/** A fresh customer: signed up and logged in. */
export async function freshCustomer(label = 'buyer', options: FreshUserOptions = {}): Promise<SignedInUser> {
  const session = await signUpFreshUser(label, options);
  return { uid: session.localId, email: session.email, name: session.name, idToken: session.idToken, token: await logIn(session) };
}

/** The account moves to `newEmail` in the Auth emulator (its real account update), then logs in to the API again. */
export async function moveToEmail(user: SignedInUser, newEmail: string): Promise<SignedInUser> {
  const session = await changeEmail(emulatorUrl(), { localId: user.uid, email: user.email, idToken: user.idToken }, newEmail);
  return { ...user, email: session.email, idToken: session.idToken, token: await logIn(session) };
}

/** One of the seeded accounts, signed in with its password and logged in. */
export async function seededUser(account: SeedAccount): Promise<SignedInUser> {
  const session = await signIn(emulatorUrl(), account);
  return { uid: session.localId, email: session.email, name: account.displayName, idToken: session.idToken, token: await logIn(session) };
}

export const seededAdmin = () => seededUser(SEED_ADMIN);
export const seededCustomer = () => seededUser(SEED_CUSTOMER);
