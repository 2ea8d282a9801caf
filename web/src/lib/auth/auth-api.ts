import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export type Role = 'admin' | 'user';

export const authKeys = {
  all: ['auth'] as const,
  role: (email: string) => [...authKeys.all, 'role', email.toLowerCase()] as const,
};

/** PUT /login/{email}: trades the identity provider's ID token for the app's access token. */
export async function exchangeIdToken(email: string, idToken: string): Promise<string> {
  const answer = await apiFetch<{ token?: unknown }>(`/login/${encodeURIComponent(email)}`, {
    method: 'PUT',
    body: { email },
    token: idToken,
  });
  if (typeof answer?.token !== 'string' || answer.token === '') throw new Error('The sign-in answer has no token');
  return answer.token;
}

/** GET /admin/{email}: the signed-in user's role. */
export const roleQueryOptions = (email: string) =>
  queryOptions({
    queryKey: authKeys.role(email),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch<{ role?: unknown }>(`/admin/${encodeURIComponent(email)}`, { signal });
      return answer?.role === 'admin' ? ('admin' as const) : ('user' as const);
    },
    staleTime: 5 * 60_000,
  });
