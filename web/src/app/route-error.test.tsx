import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../lib/chunk-load-error';
import { lazyPages } from './lazy-page';
import { RouteError } from './route-error';

function renderLazyRoute(load: () => Promise<{ Page: () => null }>) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, lazy: lazyPages(new QueryClient())('my-orders-page', load, (m) => m.Page) }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('a page chunk that fails to load', () => {
  it('shows the chunk message naming the failure type and the address, with Retry', async () => {
    const address = 'http://localhost:5173/static/js/my-orders-page.abc123.chunk.js';
    renderLazyRoute(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`)));
    expect(
      await screen.findByText(`Loading chunk my-orders-page failed. (error: ${address})`, { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('fails as a time-out when the chunk never arrives', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk('blog-page', () => new Promise<never>(() => {}));
      const outcome = expect(pending).rejects.toThrow('Loading chunk blog-page failed.\n(timeout: blog-page)');
      await vi.advanceTimersByTimeAsync(120_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
