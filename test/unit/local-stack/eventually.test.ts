// The tests' own wait (test/support/eventually.ts), here beside the other local-stack helpers' tests:
// a wait whose condition never holds must fail the test, never hand the last value on as if it had.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockPasses, eventually, WaitTimedOut } from '../../support/eventually.js';

describe('eventually', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the first read that meets the condition', async () => {
    let reads = 0;
    const value = await eventually(
      async () => ++reads,
      (n) => n === 3,
      { intervalMs: 1 },
    );
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('fails when the condition never holds, naming what it awaited and the last value read', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const waiting = eventually(
      async () => ({ status: 'Not paid', read: ++reads }),
      (order) => order.status === 'paid',
      { timeoutMs: 1_000, intervalMs: 200, what: 'the order to be paid' },
    );
    const failure = expect(waiting).rejects.toThrow(WaitTimedOut);
    await vi.advanceTimersByTimeAsync(1_200);
    await failure;
    await expect(waiting).rejects.toThrow(/^Waited 1000 ms for the order to be paid; it never held\. Last value read: \{ status: 'Not paid', read: \d+ \}$/);
    expect(reads).toBeGreaterThan(1);
  });

  it('takes a bare number as the time limit, as the older callers pass it', async () => {
    vi.useFakeTimers();
    const waiting = eventually(
      async () => false,
      (value) => value,
      500,
    );
    const failure = expect(waiting).rejects.toThrow(/^Waited 500 ms for a condition/);
    await vi.advanceTimersByTimeAsync(800);
    await failure;
  });

  it('fails at once when a read throws: a broken read is not "not yet"', async () => {
    await expect(
      eventually(
        () => Promise.reject(new Error('connection refused')),
        () => true,
      ),
    ).rejects.toThrow('connection refused');
  });
});

describe('clockPasses', () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the clock has passed the time', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00.000Z') });
    let passed = false;
    const waiting = clockPasses('2026-01-01T00:00:02.000Z').then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(passed).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    await waiting;
    expect(passed).toBe(true);
  });

  it('fails for something that is not a time (an order without a hold end)', async () => {
    await expect(clockPasses('')).rejects.toThrow('clockPasses: not a time');
  });
});
