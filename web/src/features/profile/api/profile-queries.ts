import { queryOptions } from '@tanstack/react-query';
import type { User } from '@functions/accounts/contract/user';
import { apiFetch } from '../../../lib/api-client';

export const profileKeys = {
  all: ['profile'] as const,
  detail: (email: string) => [...profileKeys.all, email] as const,
};

/** GET /userupdate/{email}: the caller's own profile. */
export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: profileKeys.detail(email),
    queryFn: ({ signal }) => apiFetch<{ user: User }>(`/userupdate/${encodeURIComponent(email)}`, { signal }),
    select: (answer) => answer.user,
  });
