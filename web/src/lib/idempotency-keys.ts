/**
 * One idempotency key per distinct order attempt: retrying the same values (after a time-out or a
 * lost answer) reuses the key, so the server places the order once; changed values get a new key.
 */
export function createIdempotencyKeys() {
  let last: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(values: unknown): string {
      const fingerprint = JSON.stringify(values);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: crypto.randomUUID() };
      return last.key;
    },
    forget(): void {
      last = undefined;
    },
  };
}
