/**
 * A read whose first call for the key read ahead (an admin route's `readAhead`, beside its role
 * check: http-handler.ts) answers what was read then; any other call, such as the read again after
 * a conflicting write, goes to the store.
 */
export function readingAheadFirst<T>(key: string, readAhead: T, read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  let unused = true;
  return (requested) => {
    if (unused && requested === key) {
      unused = false;
      return Promise.resolve(readAhead);
    }
    return read(requested);
  };
}
