/** Loads a Lambda handler (functions/handlers/<name>.ts) into this process on first use, as the local runner of routes and triggers. */
import type { Context } from 'aws-lambda';

export type LambdaHandler<E = never, R = unknown> = (event: E, context: Context) => Promise<R>;

const handlerCache = new Map<string, Promise<LambdaHandler<never>>>();

export function loadHandler<E, R>(name: string): Promise<LambdaHandler<E, R>> {
  let loading = handlerCache.get(name);
  if (!loading) {
    loading = import(new URL(`../../functions/handlers/${name}.ts`, import.meta.url).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`functions/handlers/${name}.ts has no 'handler' export`);
      return module.handler as LambdaHandler<never>;
    });
    // A handler file that is missing or broken now may be fixed later: do not cache the failure.
    loading.catch(() => handlerCache.delete(name));
    handlerCache.set(name, loading);
  }
  return loading as Promise<LambdaHandler<E, R>>;
}
