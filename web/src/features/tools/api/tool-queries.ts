import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ToolAnswer } from '@functions/catalog/contract/tool';
import { apiFetch, apiFetchPage } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * Every tool query. All but the home list sit under ['tools', ...]: adding or deleting a product
 * invalidates sharedKeys.tools and refreshes them all (and sharedKeys.homeTools for the home list).
 */
export const toolKeys = {
  all: sharedKeys.tools,
  home: () => sharedKeys.homeTools,
  detail: (id: string) => [...toolKeys.all, 'detail', id] as const,
  adminList: () => [...toolKeys.all, 'admin-list'] as const,
  names: () => [...toolKeys.all, 'names'] as const,
};

/** GET /hometools: the 6 newest tools. */
export const homeToolsQueryOptions = () =>
  queryOptions({ queryKey: toolKeys.home(), queryFn: ({ signal }) => apiFetch<ToolAnswer[]>('/hometools', { signal }) });

/** GET /purchase/{id} */
export const toolQueryOptions = (id: string) =>
  queryOptions({
    queryKey: toolKeys.detail(id),
    queryFn: async ({ signal }) => (await apiFetch<{ tool: ToolAnswer }>(`/purchase/${encodeURIComponent(id)}`, { signal })).tool,
  });

/** GET /allproducts (admin; API Gateway routes cannot end in a slash): every tool, newest first, a page at a time. */
export const allProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: toolKeys.adminList(),
    queryFn: ({ pageParam, signal }) =>
      apiFetchPage<ToolAnswer>(pageParam ? `/allproducts?cursor=${encodeURIComponent(pageParam)}` : '/allproducts', { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
