import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, FIRST_SCREEN_WAIT_MS, firstContentfulPaint, nextTask } from './after-first-screen';

/** Runs what is due now (promise callbacks, zero-delay timers) without moving the fake clock on. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** afterFirstScreen() on a page in `readyState`, the animation frames it asks for held until the test runs them. */
function startAfterFirstScreen(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const app = { started: false };
  void afterFirstScreen().then(() => (app.started = true));
  return { frames, app };
}

/** A browser's PerformanceObserver with Paint Timing, whose entries the test hands in. */
function fakePaintTiming() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly record: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
  const paint = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
    for (const observer of observers) if (!observer.disconnected) observer.callback(list, observer as unknown as PerformanceObserver);
  };
  return { paint, observers };
}

describe('the app starts after the first screen', () => {
  // Fake timers: the time limit is reached by moving the clock, not by waiting real milliseconds.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("waits for the page's load, then for a painted frame", async () => {
    const { frames, app } = startAfterFirstScreen('loading');

    await settle();
    expect(frames).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(frames).toHaveLength(1);
    expect(app.started).toBe(false);
    frames[0]!(0);
    await settle();
    expect(app.started).toBe(true);
  });

  it('starts the app after the time limit when the load never comes (an image that never arrives)', async () => {
    const { frames, app } = startAfterFirstScreen('loading');

    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toHaveLength(1);
    expect(app.started).toBe(false);
    frames[0]!(0);
    await settle();
    expect(app.started).toBe(true);
  });

  it('waits only for a painted frame when the page has loaded already', async () => {
    const { frames, app } = startAfterFirstScreen('complete');
    await settle();
    expect(frames).toHaveLength(1);
    expect(app.started).toBe(false);
    frames[0]!(0);
    await settle();
    expect(app.started).toBe(true);
  });

  it('waits, once the page has loaded, for the first contentful paint entry before the frame that starts the app', async () => {
    const { paint, observers } = fakePaintTiming();
    const { frames, app } = startAfterFirstScreen('complete');

    await settle();
    expect(frames).toHaveLength(0);
    paint('first-paint'); // not contentful: the frame without text or image
    await settle();
    expect(frames).toHaveLength(0);
    paint('first-contentful-paint');
    await settle();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    await settle();
    expect(app.started).toBe(true);
  });

  it('goes on after the time limit when no paint entry comes', async () => {
    fakePaintTiming();
    const { frames } = startAfterFirstScreen('complete');

    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(frames).toHaveLength(1);
  });

  it('does not wait when the first contentful paint has happened already', async () => {
    const { observers } = fakePaintTiming();
    vi.mocked(performance.getEntriesByName).mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
    let painted = false;
    void firstContentfulPaint().then(() => (painted = true));
    await settle();
    expect(painted).toBe(true);
    expect(observers).toHaveLength(0);
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
