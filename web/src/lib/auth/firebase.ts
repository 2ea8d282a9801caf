/**
 * Everything that touches the Firebase SDK. Only ever loaded with a dynamic import (see
 * load-firebase.ts), so the SDK stays out of the first load of the home page.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { RuntimeConfig } from '../runtime-config';

export interface FirebaseSession {
  uid: string;
  email: string;
  name: string;
  /** The provider verified the address (the shop emails only verified addresses). */
  emailVerified: boolean;
  /** The identity provider's ID token; `refresh` forces a new one (e.g. after a profile change). */
  getIdToken(refresh?: boolean): Promise<string>;
}

function toSession(user: User): FirebaseSession {
  return {
    uid: user.uid,
    email: user.email ?? '',
    name: user.displayName ?? '',
    emailVerified: user.emailVerified,
    getIdToken: (refresh) => user.getIdToken(refresh),
  };
}

let auth: Auth | undefined;

export function initAuth(config: RuntimeConfig): Auth {
  if (auth) return auth;
  const app: FirebaseApp = initializeApp(config.firebase);
  // getAuth() would also install the popup/redirect resolver, which loads apis.google.com on start:
  // the same persistence without it, and the resolver passed only to the Google sign-in popup.
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

function requireAuth(): Auth {
  if (!auth) throw new Error('Firebase Auth is used before initAuth');
  return auth;
}

export function watchAuthState(listener: (session: FirebaseSession | null) => void): () => void {
  return onAuthStateChanged(requireAuth(), (user) => listener(user ? toSession(user) : null));
}

export async function signInWithPassword(email: string, password: string): Promise<FirebaseSession> {
  const credential = await signInWithEmailAndPassword(requireAuth(), email, password);
  return toSession(credential.user);
}

export async function signInWithGoogle(): Promise<FirebaseSession> {
  const credential = await signInWithPopup(requireAuth(), new GoogleAuthProvider(), browserPopupRedirectResolver);
  return toSession(credential.user);
}

/**
 * Creates the account, sets its display name before anything reads the ID token, and has the
 * provider email the verification link. A failed verification email does not fail the sign-up:
 * the dashboard offers to send it again.
 */
export async function signUpWithPassword(name: string, email: string, password: string): Promise<FirebaseSession> {
  const credential = await createUserWithEmailAndPassword(requireAuth(), email, password);
  await updateProfile(credential.user, { displayName: name });
  await sendEmailVerification(credential.user).catch(() => undefined);
  return { ...toSession(credential.user), name };
}

/** Has the provider email the signed-in account's verification link again. */
export async function resendVerificationEmail(): Promise<void> {
  const user = requireAuth().currentUser;
  if (!user) throw new Error('Sign in again to verify your email');
  await sendEmailVerification(user);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(requireAuth(), email);
}

export async function signOutOfFirebase(): Promise<void> {
  await signOut(requireAuth());
}
