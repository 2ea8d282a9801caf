/** No zod here: handlers import this at init. */

export interface Rating {
  /** The average of the visible reviews' stars, to one decimal; 0 without reviews. */
  average: number;
  count: number;
}

export const ratingOf = (sum: number, count: number): Rating => ({ average: count > 0 ? Math.round((sum / count) * 10) / 10 : 0, count });

export const NO_RATING: Rating = /* @__PURE__ */ (() => ratingOf(0, 0))();

export interface RatingChange {
  sum: number;
  count: number;
}

export interface RatedReview {
  star: number;
  hidden?: boolean;
}

const visibleStars = (review: RatedReview | undefined): RatingChange => (review && !review.hidden ? { sum: review.star, count: 1 } : { sum: 0, count: 0 });

/** The change from `before` to `after` (either may be absent): only visible reviews count. */
export function ratingChange(before: RatedReview | undefined, after: RatedReview | undefined): RatingChange {
  const [was, is] = [visibleStars(before), visibleStars(after)];
  return { sum: is.sum - was.sum, count: is.count - was.count };
}
