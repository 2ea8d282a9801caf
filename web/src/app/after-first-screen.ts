/** The longest the app waits for the page's load, and then for its first paint (an image that never arrives must not keep the app from starting). */
export const FIRST_SCREEN_WAIT_MS = 3_000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Resolves once the browser has presented the page's first contentful paint (its Paint Timing
 * entry exists: the entry comes once the frame is on screen), or after `waitMs` at most, or at once
 * in a browser without Paint Timing. A requestAnimationFrame callback alone runs before its frame
 * is presented: a page that has loaded before its first paint (the blog: no image, a long table to
 * lay out) would start the app's download while the first paint is still on its way, and
 * Lighthouse counts what finished before the largest paint as needed for it.
 */
export function firstContentfulPaint(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, waitMs);
  });
}

/**
 * Resolves once the page has loaded (its HTML's images, the largest among them) and its first
 * contentful paint is on screen, each within `waitMs` at most, and a frame after that has been
 * painted: a requestAnimationFrame callback runs just before a paint, a task queued from it runs
 * after that paint.
 */
export function afterFirstScreen(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          window.addEventListener('load', () => resolve(), { once: true });
          setTimeout(resolve, waitMs);
        });
  return loaded.then(() => firstContentfulPaint(waitMs)).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Resolves in a task of its own: the work that follows runs after the browser has had the chance
 * to handle input and paint, so the app's start is a few shorter tasks instead of one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
