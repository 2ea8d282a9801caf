import { queryOptions } from '@tanstack/react-query';
import type { Tool } from '@schemas/tool';
import { apiFetchPage } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** The largest page GET /hometools serves. */
const PAGE_SIZE = 100;

/**
 * Under ['tools', ...] so that anything that changes the tools (adding or deleting a product)
 * and invalidates ['tools'] refreshes the review dropdown too.
 */
export const reviewProductKeys = {
  names: [...sharedKeys.tools, 'review-product-names'] as const,
};

/** Every tool's name, for the review product dropdown: pages through GET /hometools to the end. */
export async function fetchAllToolNames(signal?: AbortSignal): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    const page = await apiFetchPage<Pick<Tool, 'name'>>(`/hometools?${query.toString()}`, { signal });
    names.push(...page.items.map((tool) => tool.name));
    cursor = page.nextCursor;
  } while (cursor);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

export const reviewProductNamesQueryOptions = () =>
  queryOptions({
    queryKey: reviewProductKeys.names,
    queryFn: ({ signal }) => fetchAllToolNames(signal),
  });
