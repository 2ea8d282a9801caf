import { publicReviewSchema, reviewRecordSchema, type PublicReview, type Review } from '../review.js';

/** Stored reviews, checked against their schemas: loaded beside the first read (reviews-repository.ts), so zod is not part of init. */
export const readReview = (item: unknown): Review => reviewRecordSchema.parse(item);
export const readPublicReview = (item: unknown): PublicReview => publicReviewSchema.parse(item);
