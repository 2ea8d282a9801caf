import { setAccessToken, setAuthState } from './auth-store';
import { loadedFirebase } from './load-firebase';

/**
 * Ends the session everywhere: the app token, the Firebase session and the user in the store.
 * Apart from the sign-in flows (sign-in.ts, loaded with the pages that run them): the navbar and
 * the auth provider need it on every page. A visitor whose page never loaded Firebase has no
 * Firebase session in this page to end, so the SDK is not loaded just for that.
 */
export async function signOut(): Promise<void> {
  setAccessToken(null);
  setAuthState({ initializing: false, user: null });
  const firebase = await loadedFirebase()?.catch(() => undefined);
  await firebase?.signOutOfFirebase().catch(() => undefined);
}
