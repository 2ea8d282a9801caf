import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { StarRating } from '../../../components/star-rating';
import { toolReviewsQueryOptions } from '../api/review-queries';

/** A tool's visible reviews, newest first, on its product page. */
export function ToolReviews({ toolId }: { toolId: string }) {
  const query = useQuery(toolReviewsQueryOptions(toolId));
  return (
    <section aria-labelledby="tool-reviews-heading" className="flex flex-col gap-4">
      <h2 id="tool-reviews-heading" className="text-2xl font-bold">
        Reviews
      </h2>
      <QueryState query={query} empty="No reviews yet." loadingLabel="Loading reviews">
        {(reviews) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.map((review) => (
              <li key={review._id} className="card flex flex-col gap-2 p-5">
                <p className="text-sm font-medium text-slate-700">by {review.customer}</p>
                <blockquote className="text-slate-800">“{review.comment}”</blockquote>
                <StarRating value={review.star} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
