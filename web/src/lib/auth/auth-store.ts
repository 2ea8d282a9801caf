/**
 * The one auth store: who is signed in (a Firebase session that also holds an app token) and the
 * app's access token (kept in localStorage under 'accessToken'), with change notifications, so React
 * renders from it (useSyncExternalStore) and the API client reads the token outside React.
 */
export interface AuthUser {
  uid: string;
  email: string;
  name: string;
  /** The identity provider verified the address: only then does the shop email order news. */
  emailVerified: boolean;
}

export interface AuthState {
  initializing: boolean;
  user: AuthUser | null;
}

const STORAGE_KEY = 'accessToken';
let state: AuthState = { initializing: true, user: null };
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const getAuthState = (): AuthState => state;

/** The signed-in user's email, once sign-in is known. */
export const signedInEmail = (): string | undefined => state.user?.email;

export function setAuthState(next: AuthState): void {
  state = next;
  notify();
}

/** Notified when the user or the token changes, in this tab or (the token) in another one. */
export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

export function setAccessToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEY, token);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to do: without storage the session lasts until reload
  }
  notify();
}

/** True when the token's `exp` has passed (with a minute's margin); unreadable tokens count as valid. */
export function isAccessTokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = token.split('.')[1];
    if (!payload) return false;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' && json.exp * 1000 < now + 60_000;
  } catch {
    return false;
  }
}
