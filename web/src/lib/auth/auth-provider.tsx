import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api-client';
import { authKeys, roleQueryOptions } from './auth-api';
import { getAccessToken, getAuthState, setAuthState, signedInEmail, subscribeAuthState } from './auth-store';
import { loadFirebase } from './load-firebase';
import { signOut } from './sign-out';

/** The pages that sign in: they need Firebase even without a stored session. */
const SIGN_IN_PAGES = new Set(['/login', '/signup']);

const serverToken = () => null;

/**
 * Starts Firebase only when it is needed: when a session is stored (the app's access token) or on
 * the sign-in and sign-up pages, and once started it keeps following the sign-in state. A visitor
 * without a session never loads the SDK (nor the session code): sign-in is known at once (nobody).
 * Fetches the role of whoever signs in, and ends the session on any 401 from the API. Render it
 * inside the router: a 401 navigates to /login and remembers where the user was.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const email = useSyncExternalStore(subscribeAuthState, signedInEmail, signedInEmail);
  const storedToken = useSyncExternalStore(subscribeAuthState, getAccessToken, serverToken);
  const needed = storedToken !== null || SIGN_IN_PAGES.has(pathname);
  // Latched: once Firebase runs (a session, or a visit to a sign-in page), it keeps watching.
  const [started, setStarted] = useState(needed);
  if (needed && !started) setStarted(true);

  useEffect(() => {
    if (!started) {
      if (getAuthState().initializing) setAuthState({ initializing: false, user: null });
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // The session code comes with the SDK: neither is needed before the first paint.
    Promise.all([loadFirebase(), import('./sign-in')])
      .then(([firebase, { resumeSession }]) => {
        if (!cancelled) unsubscribe = firebase.watchAuthState((session) => void resumeSession(session));
      })
      .catch((error: unknown) => {
        console.error('Sign-in is unavailable:', error);
        setAuthState({ initializing: false, user: null });
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [started]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        const { pathname, search, hash } = window.location;
        void signOut().then(() => queryClient.removeQueries({ queryKey: authKeys.all }));
        if (pathname !== '/login') void navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
      }),
    [navigate, queryClient],
  );

  // The dashboard and the admin pages ask for the role: fetch it as soon as someone signs in.
  useEffect(() => {
    if (email) void queryClient.prefetchQuery(roleQueryOptions(email));
  }, [email, queryClient]);

  return children;
}
