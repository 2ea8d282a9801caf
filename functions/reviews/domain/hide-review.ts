import type { Caller } from '../../platform/app-token.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { adminActor } from '../../platform/audit.js';
import { reviewTarget } from './audit-target.js';
import type { Review } from '../contract/review.js';
import type { ReviewWriteOutcome } from '../store/reviews-repository.js';
import { REVIEW_WRITE_ATTEMPTS } from './add-review.js';

export interface HideReviewDeps {
  getReview(id: string): Promise<Review | undefined>;
  /** Marks `review` (as read) hidden and takes it out of its tool's rating, in one transaction. */
  hideReview(review: Review, audit: AuditNote): Promise<ReviewWriteOutcome>;
  now(): Date;
}

/** Hiding a hidden review changes nothing. */
export async function hideReview(deps: HideReviewDeps, caller: Caller, reviewId: string): Promise<Review> {
  for (let attempt = 0; attempt < REVIEW_WRITE_ATTEMPTS; attempt++) {
    const review = await deps.getReview(reviewId);
    if (!review) throw new NotFoundError(`No review with id ${reviewId}`);
    if (review.hidden) return review;
    const audit: AuditNote = {
      at: deps.now().toISOString(),
      actor: adminActor(caller),
      action: 'hide-review',
      target: reviewTarget(review),
      before: { hidden: false },
      after: { hidden: true },
    };
    if ((await deps.hideReview(review, audit)) !== 'changed') return { ...review, hidden: true };
  }
  throw new ConflictError('The review changed meanwhile, please try again');
}
