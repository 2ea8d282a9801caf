import { render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';

/**
 * Renders the app into #root over the first screen the HTML already shows, keeping its elements:
 * Preact's own `render` diffs the existing DOM (each element of the same tag is reused, its
 * attributes and text patched, what the app does not render removed). The compatibility layer's
 * `createRoot().render()` would first empty #root, as React does, and build the whole page again:
 * every element created and inserted anew, and the page's style and layout computed again, in the
 * longest task of the page's start.
 */
export function renderOverFirstScreen(app: ReactNode, container: Element): void {
  render(app as ComponentChild, container);
}
