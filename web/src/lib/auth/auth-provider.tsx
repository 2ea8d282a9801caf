import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api-client';
import { authKeys, roleQueryOptions } from './auth-api';
import { setAuthState, signedInEmail, subscribeAuthState } from './auth-store';
import { loadFirebase } from './load-firebase';
import { signOut } from './sign-out';

/**
 * Starts Firebase after the first paint (the SDK and the session code are separate chunks, not part
 * of the first load), follows its sign-in state, fetches the role of whoever signs in, and ends the
 * session on any 401 from the API. Render it inside the router: a 401 navigates to /login and
 * remembers where the user was.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useSyncExternalStore(subscribeAuthState, signedInEmail, signedInEmail);

  useEffect(() => {
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
  }, []);

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
