/**
 * The sign-in flows the pages run. Each one signs in with Firebase, then trades the ID token for
 * the app's access token (PUT /login/{email}) and only then counts the user as signed in.
 */
import { exchangeIdToken } from './auth-api';
import { getAccessToken, isAccessTokenExpired, setAccessToken, setAuthState, type AuthUser } from './auth-store';
import type { FirebaseSession } from './firebase';
import { loadFirebase } from './load-firebase';
import { signOut } from './sign-out';

type FirebaseModule = Awaited<ReturnType<typeof loadFirebase>>;

let flowsRunning = 0;
/** While a page runs a flow, the auth-state listener leaves the token exchange to it. */
export const isSignInFlowRunning = (): boolean => flowsRunning > 0;

const toUser = ({ uid, email, name, emailVerified }: FirebaseSession): AuthUser => ({ uid, email, name, emailVerified });

let pendingExchange: { uid: string; promise: Promise<AuthUser> } | undefined;

/** Gets an access token for a Firebase session (once per user even when asked twice) and signs the user in. */
export function completeSession(session: FirebaseSession, refreshIdToken = false): Promise<AuthUser> {
  if (pendingExchange?.uid === session.uid) return pendingExchange.promise;
  const promise = (async () => {
    const token = await exchangeIdToken(session.email, await session.getIdToken(refreshIdToken));
    setAccessToken(token);
    const user = toUser(session);
    setAuthState({ initializing: false, user });
    return user;
  })().finally(() => {
    pendingExchange = undefined;
  });
  pendingExchange = { uid: session.uid, promise };
  return promise;
}

/** What the auth-state listener does with a Firebase session it did not start itself. */
export async function resumeSession(session: FirebaseSession | null): Promise<void> {
  if (!session) {
    if (getAccessToken()) setAccessToken(null);
    setAuthState({ initializing: false, user: null });
    return;
  }
  if (isSignInFlowRunning()) return;
  const token = getAccessToken();
  if (token && !isAccessTokenExpired(token)) {
    setAuthState({ initializing: false, user: toUser(session) });
    return;
  }
  try {
    await completeSession(session);
  } catch {
    await signOut();
  }
}

async function runFlow(signIn: (firebase: FirebaseModule) => Promise<FirebaseSession>, refreshIdToken = false): Promise<AuthUser> {
  flowsRunning += 1;
  try {
    const firebase = await loadFirebase();
    const session = await signIn(firebase);
    try {
      return await completeSession(session, refreshIdToken);
    } catch (error) {
      await firebase.signOutOfFirebase().catch(() => undefined); // no app token: not signed in at all
      throw error;
    }
  } finally {
    flowsRunning -= 1;
  }
}

export const signInWithPassword = (email: string, password: string) => runFlow((firebase) => firebase.signInWithPassword(email, password));

export const signInWithGoogle = () => runFlow((firebase) => firebase.signInWithGoogle());

/** A fresh ID token is asked for so that it carries the display name just set. */
export const signUpWithPassword = (name: string, email: string, password: string) =>
  runFlow((firebase) => firebase.signUpWithPassword(name, email, password), true);

export async function resendVerificationEmail(): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.resendVerificationEmail();
}

export async function sendPasswordReset(email: string): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.sendPasswordReset(email);
}
