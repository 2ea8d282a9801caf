import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the app starts after the first screen', () => {
  afterEach(() => vi.restoreAllMocks());

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
    frames[0]!(performance.now());
    await settle();
    expect(started).toBe(true);
  });

  it('starts the app after the time limit when the load never comes (an image that never arrives)', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const started = afterFirstScreen(30);
    await settle();
    expect(frames).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    await expect(started).resolves.toBeUndefined();
  });

  it('waits only for a painted frame when the page has loaded already', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const started = afterFirstScreen();
    await settle();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    await expect(started).resolves.toBeUndefined();
  });
});
