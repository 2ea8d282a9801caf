import type { ComponentType } from 'react';
import { loadChunk } from '../lib/chunk-load-error';

/**
 * A route's `lazy` for a page module: loads the chunk (with the 120 s time-out and the chunk error)
 * and picks the page component from its named exports.
 */
export function lazyPage<M>(chunkId: string, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(chunkId, load)) });
}
