import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Tool } from '@schemas/tool';
import { apiFetchPage } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Under ['tools', ...]: adding or deleting a product invalidates every cached tool list. */
export const productKeys = {
  all: sharedKeys.tools,
  adminList: () => [...productKeys.all, 'admin-list'] as const,
};

/** GET /allproducts (admin; API Gateway routes cannot end in a slash): every tool, newest first, a page at a time. */
export const allProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: productKeys.adminList(),
    queryFn: ({ pageParam, signal }) =>
      apiFetchPage<Tool>(pageParam ? `/allproducts?cursor=${encodeURIComponent(pageParam)}` : '/allproducts', { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
