import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { authKeys } from './auth-api';
import { getAuthState, subscribeAuthState, type AuthUser } from './auth-store';
import { signOut as endSession } from './sign-out';

export interface Session {
  /** The signed-in user (signed in with Firebase AND holding an app token), or null. */
  user: AuthUser | null;
  /** True until the first sign-in state is known. */
  initializing: boolean;
  signOut(): Promise<void>;
}

/**
 * The sign-in state without the role: what the navbar needs on every page. It observes no query,
 * which keeps TanStack Query's observer code out of the home page's first load.
 */
export function useSession(): Session {
  const { user, initializing } = useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
  const queryClient = useQueryClient();
  const signOut = useCallback(async () => {
    await endSession();
    queryClient.removeQueries({ queryKey: authKeys.all });
  }, [queryClient]);
  return { user, initializing, signOut };
}
