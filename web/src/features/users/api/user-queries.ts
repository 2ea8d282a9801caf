import { infiniteQueryOptions } from '@tanstack/react-query';
import type { User } from '@functions/accounts/contract/user';
import { apiFetchPage } from '../../../lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

/** GET /allusers (admin): every user, newest first, a page at a time. */
export const allUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ pageParam, signal }) => apiFetchPage<User>(pageParam ? `/allusers?cursor=${encodeURIComponent(pageParam)}` : '/allusers', { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
