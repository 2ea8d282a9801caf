import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state';
import { homeReviewsQueryOptions } from '../api/review-queries';
import { StarRating } from '../../../components/star-rating';

export function ReviewsSection() {
  const query = useQuery(homeReviewsQueryOptions());
  return (
    <section aria-labelledby="reviews-heading" className="bg-slate-100">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="reviews-heading" className="mb-8 text-center text-3xl font-bold">
          Reviews
        </h2>
        <QueryState query={query} empty="No reviews yet." loadingLabel="Loading reviews">
          {(reviews) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {reviews.map((review) => (
                <li key={review._id} className="card flex flex-col gap-2 p-6">
                  <h3 className="text-lg font-bold">{review.name}</h3>
                  <p className="text-sm font-medium text-slate-700">by {review.customer}</p>
                  <blockquote className="flex-1 text-slate-800">“{review.comment}”</blockquote>
                  <StarRating value={review.star} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
