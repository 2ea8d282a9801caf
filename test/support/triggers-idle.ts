/** Knowing the stream triggers are idle, so that "sent once" is checked when nothing more can happen. */
import { inject } from 'vitest';
import { allPollersDrained } from '../../infra/local/stream-poller.js';

/**
 * Resolves once the stack's stream triggers, and any stream poller this test process started, have
 * handed over every change written before the call and the changes those deliveries wrote in turn:
 * it drains them all, again and again, until one round delivered nothing. Fails when they never go
 * quiet within `maxRounds`, or when one round takes longer than `roundTimeoutMs` (a test that wrote
 * hundreds of changes at once gives its rounds longer).
 */
export async function triggersIdle(maxRounds = 10, roundTimeoutMs = 30_000): Promise<void> {
  for (let round = 1; round <= maxRounds; round++) {
    const [stack, here] = await Promise.all([stackTriggersDrained(roundTimeoutMs), allPollersDrained()]);
    if (stack + here === 0) return;
  }
  throw new Error(`The stream triggers still delivered changes after ${maxRounds} drains: they never went idle`);
}

async function stackTriggersDrained(timeoutMs: number): Promise<number> {
  const response = await fetch(inject('localStack').triggersDrainedUrl, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`The stack's triggers could not drain: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { delivered: number }).delivered;
}
