import type { Caller } from '../shared/app-token.js';
import type { Review, ReviewInput } from '../schemas/review.js';
import { assertOwnEmail } from './access.js';
import { publicDisplayName } from './display-name.js';

export interface AddReviewDeps {
  putNewReview(review: Review): Promise<void>;
  newId(): string;
  now(): Date;
}

/** The reviewer is always the caller: the user id and display name come from the token. */
export async function addReview(deps: AddReviewDeps, caller: Caller, input: ReviewInput): Promise<Review> {
  if (input.email !== undefined) assertOwnEmail(caller, input.email, 'email: you can only review as yourself');
  const review: Review = {
    _id: deps.newId(),
    name: input.name,
    userId: caller.uid,
    customer: publicDisplayName(caller.name),
    comment: input.comment,
    star: input.star,
    createdAt: deps.now().toISOString(),
  };
  await deps.putNewReview(review);
  return review;
}
