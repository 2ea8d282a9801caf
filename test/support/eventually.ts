/** Waiting for something asynchronous (a webhook, an email, a stream projection) to have happened. */
import { inspect } from 'node:util';

export interface EventuallyOptions {
  /** @default 15_000 */
  timeoutMs?: number;
  /** Pause between reads. @default 200 */
  intervalMs?: number;
  /** What is awaited, for the failure's message, e.g. "the order to be paid". */
  what?: string;
}

/** Thrown when what `eventually` waited for never held: the test fails, with the last value read. */
export class WaitTimedOut extends Error {
  constructor(
    readonly what: string,
    readonly lastValue: unknown,
    readonly timeoutMs: number,
  ) {
    super(`Waited ${timeoutMs} ms for ${what}; it never held. Last value read: ${inspect(lastValue, { depth: 4, breakLength: 120 })}`);
    this.name = 'WaitTimedOut';
  }
}

/**
 * Reads until `done` holds and returns that read. When the time is up first, it throws
 * WaitTimedOut naming what was awaited and the last value read: a wait that times out fails the
 * test, it never hands a value that does not meet `done` on to the assertions.
 * A read that throws fails the wait at once (a broken read is not "not yet").
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, options: EventuallyOptions | number = {}): Promise<T> {
  const { timeoutMs = 15_000, intervalMs = 200, what = `a condition (${done.toString()})` } = typeof options === 'number' ? { timeoutMs: options } : options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new WaitTimedOut(what, value, timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until the clock has passed `time` (an ISO date or epoch ms), e.g. the end of an order's stock hold. */
export async function clockPasses(time: string | number, timeoutMs = 20_000): Promise<void> {
  const at = typeof time === 'number' ? time : Date.parse(time);
  if (Number.isNaN(at)) throw new Error(`clockPasses: not a time: ${String(time)}`);
  await eventually(
    async () => Date.now(),
    (now) => now > at,
    { timeoutMs, intervalMs: 100, what: `the clock to pass ${new Date(at).toISOString()}` },
  );
}
