import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { loadChunk } from '../../lib/chunk-load-error';
import { homeReviewsQueryOptions } from '../../features/reviews/api/review-queries';
import { homeToolsQueryOptions } from '../../features/tools/api/tool-queries';
import { Carousel, type Slide } from '../../components/carousel';
import { ToolsLoading } from '../../features/tools/components/tools-loading';
import { ToolsSectionFrame } from '../../features/tools/components/tools-section-frame';

const slides: Slide[] = [
  { src: '/images/carousel/slide-1.svg', alt: 'Power drills lined up on a workshop bench', caption: 'Power tools for every production line' },
  { src: '/images/carousel/slide-2.svg', alt: 'Stacks of wrenches and spanners in many sizes', caption: 'Hand tools by the thousand' },
  { src: '/images/carousel/slide-3.svg', alt: 'Gears and bearings ready for assembly', caption: 'Spare parts, shipped fast' },
  { src: '/images/carousel/slide-4.svg', alt: 'A delivery truck loaded with boxed tools', caption: 'Bulk orders delivered to your door' },
  { src: '/images/carousel/slide-5.svg', alt: 'A factory floor with machines at work', caption: 'Trusted by manufacturers worldwide' },
];

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
      <h1 className="sr-only">Tools Storefront: tools and parts for manufacturers</h1>
      <Carousel slides={slides} />
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
