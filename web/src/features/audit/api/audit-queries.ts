import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@functions/platform/contract/audit';
import { apiFetchPage } from '../../../lib/api-client';

export const auditKeys = {
  all: ['audit'] as const,
  log: () => [...auditKeys.all, 'log'] as const,
};

/** GET /auditlog (admin): every admin action and automatic cancellation, newest first, a page at a time. */
export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(),
    // Every admin action and order changes it: read it afresh each time the page opens (the cached copy shows meanwhile).
    staleTime: 0,
    queryFn: ({ pageParam, signal }) => apiFetchPage<AuditEntry>(pageParam ? `/auditlog?cursor=${encodeURIComponent(pageParam)}` : '/auditlog', { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
