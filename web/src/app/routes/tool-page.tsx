import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SHOP_NAME } from '@schemas/shop';
import { categoryOf } from '@schemas/tool';
import { QueryState } from '../../components/query-state';
import { ToolFacts } from '../../components/tool-facts';
import { ToolRating } from '../../components/tool-rating';
import { ApiError } from '../../lib/api-client';
import { toolReviewsQueryOptions } from '../../features/reviews/api/review-queries';
import { ToolReviews } from '../../features/reviews/components/tool-reviews';
import { toolQueryOptions } from '../../features/tools/api/tool-queries';
import type { RouteLoader } from '../lazy-page';
import { NotFoundPage } from './not-found-page';

export const loader: RouteLoader = ({ queryClient, params }) =>
  Promise.all([queryClient.ensureQueryData(toolQueryOptions(params.id ?? '')), queryClient.prefetchQuery(toolReviewsQueryOptions(params.id ?? ''))]);

/** /tools/{id} (everyone): a tool's product page. An archived or unknown tool shows the 404 page. */
export function ToolPage() {
  const { id = '' } = useParams();
  const query = useQuery(toolQueryOptions(id));
  const name = query.data?.name;
  useEffect(() => {
    if (name) document.title = `${name} | ${SHOP_NAME}`;
  }, [name]);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">
      <QueryState query={query} loadingLabel="Loading the tool">
        {(tool) => (
          <article className="grid gap-8 md:grid-cols-2">
            <img src={tool.img} alt={tool.name} className="card aspect-[4/3] w-full bg-slate-100 object-cover" width={400} height={300} fetchPriority="high" />
            <div className="flex flex-col gap-3">
              <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{categoryOf(tool)}</p>
              <h1 className="text-3xl font-bold">{tool.name}</h1>
              <ToolRating rating={tool.rating} />
              <p className="text-slate-700">{tool.desc}</p>
              <ToolFacts tool={tool} />
              {tool.available < tool.minimum ? (
                <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
                  This tool is out of stock right now. Please check back later.
                </p>
              ) : null}
              <div className="mt-2 flex flex-wrap gap-3">
                <Link to={`/purchase/${encodeURIComponent(tool._id)}`} className="btn btn-primary" aria-label={`Buy Now: ${tool.name}`}>
                  Buy Now
                </Link>
                {/* 'Add to cart' (the cart) goes here, beside Buy Now. */}
              </div>
            </div>
          </article>
        )}
      </QueryState>
      {query.isSuccess ? <ToolReviews toolId={id} /> : null}
    </div>
  );
}
