import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS, nextTask } from './after-first-screen';

/** Runs what is due now (promise callbacks, zero-delay timers) without moving the fake clock on. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the app starts after the first screen', () => {
  // Fake timers: the time limit is reached by moving the clock, not by waiting real milliseconds.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("waits for the page's load, then for a painted frame", async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let started = false;
    void afterFirstScreen().then(() => (started = true));

    await settle();
    expect(frames).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(frames).toHaveLength(1);
    expect(started).toBe(false);
    frames[0]!(0);
    await settle();
    expect(started).toBe(true);
  });

  it('starts the app after the time limit when the load never comes (an image that never arrives)', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let started = false;
    void afterFirstScreen().then(() => (started = true));

    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toHaveLength(1);
    expect(started).toBe(false);
    frames[0]!(0);
    await settle();
    expect(started).toBe(true);
  });

  it('waits only for a painted frame when the page has loaded already', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let started = false;
    void afterFirstScreen().then(() => (started = true));
    await settle();
    expect(frames).toHaveLength(1);
    expect(started).toBe(false);
    frames[0]!(0);
    await settle();
    expect(started).toBe(true);
  });
});

describe('nextTask', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('resolves in a task of its own, after the promise callbacks queued before it', async () => {
    let resolved = false;
    void nextTask().then(() => (resolved = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });
});
