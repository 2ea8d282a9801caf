/**
 * Modules that only some requests need (the Stripe SDK, SES, the identity provider's verifier, the
 * SSM client, pdf-lib) are not loaded at init. Most are `loadedBesideFirstRead`: loaded on the event loop's
 * turn after the request's first DynamoDB call is on its way (db.ts says when), so loading it overlaps
 * the wait on that call, or earlier, when code needs it first. Measured by `npm run bench` (init).
 */

const waiting: Array<() => void> = [];
let firstCallSent = false;

/** A module loaded only when code first asks for it (the function returned gives it). */
// Dropped by esbuild with the getter when a bundle never calls it, the lazily loaded module with it.
/* @__NO_SIDE_EFFECTS__ */
export function loadedOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** A module loaded beside the request's first DynamoDB call, or earlier when code asks for it first. */
/* @__NO_SIDE_EFFECTS__ */
export function loadedBesideFirstRead<T>(load: () => Promise<T>): () => Promise<T> {
  const get = loadedOnFirstUse(load);
  // A failed load is not reported here: the code that needs the module gets the same rejection.
  const start = () => void get().catch(() => undefined);
  if (firstCallSent) start();
  else waiting.push(start);
  return get;
}

/** Called by db.ts as it sends a command: on the next turn, once the request is on its way, the deferred modules start loading. */
export function dynamoDbCallSent(): void {
  if (firstCallSent) return;
  firstCallSent = true;
  setImmediate(() => {
    for (const start of waiting.splice(0)) start();
  });
}
