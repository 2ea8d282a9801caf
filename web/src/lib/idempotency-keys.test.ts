import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-keys';

describe('order idempotency keys', () => {
  it('reuses the key when the same order is retried', () => {
    const keys = createIdempotencyKeys();
    const values = { address: '1 Main St', number: '01234567890', quantity: 60 };
    expect(keys.keyFor(values)).toBe(keys.keyFor({ ...values }));
  });

  it('uses a new key when the values change or after a placed order', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ quantity: 60 });
    const changed = keys.keyFor({ quantity: 61 });
    expect(changed).not.toBe(first);
    keys.forget();
    expect(keys.keyFor({ quantity: 61 })).not.toBe(changed);
  });
});
