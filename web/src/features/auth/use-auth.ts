import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { authKeys, roleQueryOptions, type Role } from './api/auth-api';
import { getAuthState, subscribeAuthState, type AuthUser } from './auth-store';
import { signOut as endSession } from './sign-in';

export interface UseAuth {
  /** The signed-in user (signed in with Firebase AND holding an app token), or null. */
  user: AuthUser | null;
  /** True until the first sign-in state is known. */
  initializing: boolean;
  /** From GET /admin/{email}; undefined while unknown, signed out, or when the lookup failed. */
  role: Role | undefined;
  roleLoading: boolean;
  signOut(): Promise<void>;
}

/** The sign-in state and role. Needs <AuthProvider> (which starts Firebase) above it. */
export function useAuth(): UseAuth {
  const { user, initializing } = useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
  const queryClient = useQueryClient();
  const roleQuery = useQuery({ ...roleQueryOptions(user?.email ?? ''), enabled: user !== null });
  const signOut = useCallback(async () => {
    await endSession();
    queryClient.removeQueries({ queryKey: authKeys.all });
  }, [queryClient]);

  return {
    user,
    initializing,
    role: user ? roleQuery.data : undefined,
    roleLoading: user !== null && roleQuery.isPending,
    signOut,
  };
}
