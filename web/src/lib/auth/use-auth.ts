import { useQuery } from '@tanstack/react-query';
import { roleQueryOptions, type Role } from './auth-api';
import { useSession, type Session } from './use-session';

export interface UseAuth extends Session {
  /** From GET /admin/{email}; undefined while unknown, signed out, or when the lookup failed. */
  role: Role | undefined;
  roleLoading: boolean;
}

/** The sign-in state and role. Needs <AuthProvider> (which starts Firebase) above it. */
export function useAuth(): UseAuth {
  const { user, initializing, signOut } = useSession();
  const roleQuery = useQuery({ ...roleQueryOptions(user?.email ?? ''), enabled: user !== null });

  return {
    user,
    initializing,
    role: user ? roleQuery.data : undefined,
    roleLoading: user !== null && roleQuery.isPending,
    signOut,
  };
}
