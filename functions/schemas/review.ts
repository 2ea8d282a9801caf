import * as z from 'zod';
import { MAX_LONG_TEXT, requiredText } from './fields.js';

/** POST /addareview. `email` is read-only in the form and must be the caller's own on the server. */
export const reviewSchema = z.strictObject({
  name: requiredText('Product name is required', 120),
  email: z.string().max(254).optional(),
  comment: requiredText('Comment is required', MAX_LONG_TEXT),
  star: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Rating is required' : 'Must be a number') })
    .int('Rating must be a whole number')
    .min(1, 'Minimum value must be 1')
    .max(5, 'Maximum value must be 5'),
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** A review as answered to anyone: the reviewer appears by display name only. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  customer: z.string(),
  comment: z.string(),
  star: z.number(),
  createdAt: z.string(),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

/** A review as stored: it belongs to the reviewer's user id, and holds no email address. */
export const reviewRecordSchema = publicReviewSchema.extend({ userId: z.string() });
export type Review = z.output<typeof reviewRecordSchema>;
