import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { authKeys } from './api/auth-api';
import { setAuthState } from './auth-store';
import { loadFirebase } from './load-firebase';
import { resumeSession, signOut } from './sign-in';

/**
 * Starts Firebase after the first paint (the SDK is a separate chunk, not part of the first load),
 * follows its sign-in state, and ends the session on any 401 from the API. Render it inside the
 * router: a 401 navigates to /login and remembers where the user was.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    loadFirebase()
      .then((firebase) => {
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

  return children;
}
