import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { PublicReview } from '@functions/reviews/contract/review';
import type { Tool } from '@functions/catalog/contract/tool';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../lib/query-client';
import { aReview, aTool } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';
import { HomePage } from './home-page';

const tools: Tool[] = Array.from({ length: 6 }, (_, i) =>
  aTool({ _id: `tool-${i}`, name: `Tool ${i}`, img: `/images/tools/tool-${i}.svg`, rating: { average: 4.5, count: 2 } }),
);
const reviews: PublicReview[] = Array.from({ length: 3 }, (_, i) => aReview({ _id: `review-${i}`, name: `Tool ${i}` }));

/** Answers the API; /hometools only once `releaseTools` is called. */
function stubApi() {
  let releaseTools!: () => void;
  const toolsReleased = new Promise<void>((resolve) => (releaseTools = resolve));
  const { calls } = fakeApi({
    'list-home-tools': () => toolsReleased.then(() => ({ body: tools })),
    'list-home-reviews': () => ({ body: reviews }),
  });
  return { calls, releaseTools };
}

describe('the home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the carousel and Loading tools at once, then the 6 tools and the 3 reviews, asking for each list once', async () => {
    const { calls, releaseTools } = stubApi();
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
    expect(calls.map((call) => call.url.href).sort()).toEqual(['http://api.test/homereviews', 'http://api.test/hometools']);
  });
});
