import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { loadChunk } from '../../lib/chunk-load-error';
import { homeReviewsQueryOptions } from '../../features/reviews/api/review-queries';
import { homeToolsQueryOptions } from '../../features/tools/api/tool-queries';
import { ToolsLoading } from '../../features/tools/components/tools-loading';
import { ToolsSectionFrame } from '../../features/tools/components/tools-section-frame';
import { HomeFirstScreen } from './home-first-screen';

// The sections below the carousel are their own chunk, out of the first load; their data is
// prefetched here, so it does not wait for that chunk.
const HomeSections = lazy(() => loadChunk('home-sections', () => import('./home-sections')).then((m) => ({ default: m.HomeSections })));

export function HomePage() {
  usePrefetchQuery(homeToolsQueryOptions());
  usePrefetchQuery(homeReviewsQueryOptions());
  useEffect(() => {
    document.title = 'Tools Storefront';
  }, []);
  return (
    <>
      <HomeFirstScreen />
      <Suspense
        fallback={
          <ToolsSectionFrame>
            <ToolsLoading />
          </ToolsSectionFrame>
        }
      >
        <HomeSections />
      </Suspense>
    </>
  );
}
