import { queryOptions } from '@tanstack/react-query';
import type { Catalog } from '@functions/catalog/contract/catalog';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** GET /catalog: every tool on sale and the categories in use (under ['tools'], so product changes refresh it). */
export const catalogQueryOptions = () =>
  queryOptions({ queryKey: [...sharedKeys.tools, 'catalog'] as const, queryFn: ({ signal }) => apiFetch<Catalog>('/catalog', { signal }) });

/** The names of the categories in use, for the product forms' suggestions. */
export const categoryNamesQueryOptions = () => queryOptions({ ...catalogQueryOptions(), select: (catalog: Catalog) => catalog.categories.map((c) => c.name) });
