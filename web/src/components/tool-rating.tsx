import type { Rating } from '@functions/catalog/contract/rating';

/** A tool's stars with the number of reviews they come from, or a plain note when it has none. */
export function ToolRating({ rating, className = '' }: { rating: Rating; className?: string }) {
  if (rating.count === 0) return <p className={`text-sm text-slate-600 ${className}`.trim()}>No reviews yet</p>;
  const stars = Math.max(0, Math.min(5, Math.round(rating.average)));
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className={`flex items-center gap-2 ${className}`.trim()} role="img" aria-label={`Rated ${rating.average} out of 5 from ${reviews}`}>
      <span className="text-lg text-amber-600" aria-hidden="true">
        {'★'.repeat(stars)}
        <span className="text-slate-300">{'★'.repeat(5 - stars)}</span>
      </span>
      <span className="text-sm text-slate-700" aria-hidden="true">
        {rating.average.toFixed(1)} ({reviews})
      </span>
    </p>
  );
}
