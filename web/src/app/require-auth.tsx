import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/spinner';
import type { LoginLocationState } from '../lib/auth/login-location-state';
import { useAuth } from '../lib/auth/use-auth';

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
