import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import { loadChunk } from '../lib/chunk-load-error';

/** A route module's `loader`: fills the query cache (queryClient.ensureQueryData) before the page renders. */
export type RouteLoader = (route: { queryClient: QueryClient; params: Params; searchParams: URLSearchParams }) => Promise<unknown>;

/**
 * The `lazy` of each route: loads the route module's chunk (with the 120 s time-out and the chunk
 * error), picks the page component from its named exports and runs its `loader`, if it has one.
 * A loader never fails the navigation: a failed query shows as the page's own error state.
 */
export function lazyPages(queryClient: QueryClient) {
  return <M extends object>(chunkId: string, load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    async () => {
      const module = await loadChunk(chunkId, load);
      const loader = 'loader' in module ? (module.loader as RouteLoader) : undefined;
      return {
        Component: pick(module),
        ...(loader && {
          loader: async ({ params, request }: { params: Params; request: Request }) => {
            await loader({ queryClient, params, searchParams: new URL(request.url).searchParams }).catch(() => undefined);
            return null;
          },
        }),
      };
    };
}
