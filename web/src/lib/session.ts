/**
 * The app's access token (kept in localStorage under 'accessToken') with change notifications, so React
 * can render from it (useSyncExternalStore) and the API client can read it outside React.
 */
const STORAGE_KEY = 'accessToken';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

export function getAccessToken(): string | null {
  return read();
}

export function setAccessToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEY, token);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to do: without storage the session lasts until reload
  }
  listeners.forEach((listener) => listener());
}

export function subscribeAccessToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage); // another tab signed in or out
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
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
