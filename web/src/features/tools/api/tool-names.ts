import { queryOptions } from '@tanstack/react-query';
import type { Tool } from '@schemas/tool';
import { apiFetchPage } from '../../../lib/api-client';
import { toolKeys } from './tool-queries';

/** The largest page GET /hometools serves. */
const PAGE_SIZE = 100;

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

export const toolNamesQueryOptions = () =>
  queryOptions({
    queryKey: toolKeys.names(),
    queryFn: ({ signal }) => fetchAllToolNames(signal),
  });
