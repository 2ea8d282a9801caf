import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { Review } from '@schemas/review';
import type { Tool } from '@schemas/tool';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../lib/query-client';
import { HomePage } from './home-page';

const runtimeConfig = { apiUrl: 'http://api.test', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, paymentMode: 'local', localPaymentUrl: 'http://pay.test' };

const tools: Tool[] = Array.from({ length: 6 }, (_, i) => ({
  _id: `tool-${i}`,
  name: `Tool ${i}`,
  desc: 'A sturdy tool.',
  available: 500,
  minimum: 10,
  price: 12.5,
  img: `/images/tools/tool-${i}.svg`,
  createdAt: '2026-11-01T10:00:00.000Z',
}));
const reviews: Review[] = Array.from({ length: 3 }, (_, i) => ({
  _id: `review-${i}`,
  name: `Tool ${i}`,
  email: 'ada@tools.test',
  customer: 'Ada Buyer',
  comment: 'Works well.',
  star: 4,
  createdAt: '2026-11-01T10:00:00.000Z',
}));

/** Answers the API; /hometools only once `releaseTools` is called. */
function stubApi() {
  const requested: string[] = [];
  let releaseTools!: () => void;
  const toolsReleased = new Promise<void>((resolve) => (releaseTools = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/runtime-config.json') return Response.json(runtimeConfig);
      requested.push(url);
      if (url === 'http://api.test/hometools') return toolsReleased.then(() => Response.json(tools));
      if (url === 'http://api.test/homereviews') return Response.json(reviews);
      return new Response(null, { status: 404 });
    }),
  );
  return { requested, releaseTools };
}

describe('the home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the carousel and Loading tools at once, then the 6 tools and the 3 reviews, asking for each list once', async () => {
    const { requested, releaseTools } = stubApi();
    // The app's own query client: its staleTime is what lets the sections reuse the prefetched lists.
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }])} />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    const toolsRegion = screen.getByRole('region', { name: 'Tools' });
    expect(within(toolsRegion).getByRole('status')).toHaveTextContent('Loading tools');

    releaseTools();
    const items = (region: string) => within(screen.getByRole('region', { name: region })).queryAllByRole('listitem');
    await waitFor(() => expect(items('Tools')).toHaveLength(6));
    await waitFor(() => expect(items('Reviews')).toHaveLength(3));
    expect(screen.getByRole('region', { name: 'Millions of business trust us' })).toBeInTheDocument();
    expect(requested.sort()).toEqual(['http://api.test/homereviews', 'http://api.test/hometools']);
  });
});
