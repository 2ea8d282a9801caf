/** A 0-5 star display with a text alternative. */
export function StarRating({ value }: { value: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <p className="text-xl text-amber-600" role="img" aria-label={`${stars} out of 5 stars`}>
      {'★'.repeat(stars)}
      <span className="text-slate-300">{'★'.repeat(5 - stars)}</span>
    </p>
  );
}
