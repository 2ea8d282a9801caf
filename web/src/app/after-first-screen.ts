/**
 * Resolves once the page has loaded (its HTML's images, the largest among them) and painted the
 * frame after that: a requestAnimationFrame callback runs just before a paint, a task queued from
 * it runs after that paint.
 */
export function afterFirstScreen(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
