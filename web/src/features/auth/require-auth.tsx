import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { useAuth } from './use-auth';

/** What /login reads from location.state. */
export interface LoginLocationState {
  /** Where to return after signing in. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Set when a signed-in user without the admin role was sent here. */
  reason?: 'admin-required';
}

/** Layout route: signed-in users only; others go to /login, which brings them back afterwards. */
export function RequireAuth() {
  const { user, initializing } = useAuth();
  const location = useLocation();
  if (initializing) return <Spinner label="Checking your sign-in" fullPage />;
  if (!user) {
    const state: LoginLocationState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Layout route: admins only; anyone else goes to /login. */
export function RequireAdmin() {
  const { user, initializing, role, roleLoading } = useAuth();
  const location = useLocation();
  if (initializing || roleLoading) return <Spinner label="Checking your access" fullPage />;
  if (!user || role !== 'admin') {
    const state: LoginLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      ...(user ? { reason: 'admin-required' as const } : {}),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
