/** The longest the app waits for the page's load (an image that never arrives must not keep the app from starting). */
export const FIRST_SCREEN_WAIT_MS = 3_000;

/**
 * Resolves once the page has loaded (its HTML's images, the largest among them), or after
 * `waitMs` at most, and painted the frame after that: a requestAnimationFrame callback runs just
 * before a paint, a task queued from it runs after that paint.
 */
export function afterFirstScreen(waitMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          window.addEventListener('load', () => resolve(), { once: true });
          setTimeout(resolve, waitMs);
        });
  return loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * Resolves in a task of its own: the work that follows runs after the browser has had the chance
 * to handle input and paint, so the app's start is a few shorter tasks instead of one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
