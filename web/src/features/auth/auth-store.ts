/** The signed-in user as the app sees it: a Firebase session that also holds an app token. */
export interface AuthUser {
  uid: string;
  email: string;
  name: string;
}

export interface AuthState {
  initializing: boolean;
  user: AuthUser | null;
}

let state: AuthState = { initializing: true, user: null };
const listeners = new Set<() => void>();

export const getAuthState = (): AuthState => state;

export function setAuthState(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
