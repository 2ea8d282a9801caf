import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthUser } from '../../lib/auth/auth-store';
import type { LoginLocationState } from '../../lib/auth/login-location-state';
import { isUserCancelled, signInErrorMessage, type SignInMethod } from './sign-in-errors';

/**
 * Runs one sign-in flow for a page: loading flag, failure message, and on success a return to
 * the page that sent the user to /login (or / when none).
 */
export function useSignInFlow() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(flow: () => Promise<AuthUser>, options: { method?: SignInMethod; onSuccess?: () => void } = {}): Promise<void> {
    setLoading(true);
    setError(null);
    try {
      await flow();
      options.onSuccess?.();
      const from = state.from;
      await navigate(from ? `${from.pathname}${from.search}${from.hash}` : '/', { replace: true });
    } catch (caught) {
      if (!isUserCancelled(caught)) setError(signInErrorMessage(caught, options.method));
      setLoading(false);
    }
  }

  return { run, loading, error, state };
}
