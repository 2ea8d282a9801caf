/** A failed script chunk reads 'Loading chunk {id} failed', naming the failure type and address. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunkId: string,
    /** 'error' (the request failed) or 'timeout'. */
    readonly type: 'error' | 'timeout',
    readonly address: string,
    options?: ErrorOptions,
  ) {
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${address})`, options);
  }
}

/** A script chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The module address a browser names in its failed dynamic import message, if any. */
function addressIn(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.m?js)/.exec(message)?.[1];
}

/** Runs a dynamic import, turning its failure or a time-out into a ChunkLoadError. */
export function loadChunk<M>(chunkId: string, load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, 'timeout', chunkId)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, 'error', addressIn(error) ?? chunkId, { cause: error }));
      },
    );
  });
}
