import * as z from 'zod';
import { idField, MAX_LONG_TEXT, requiredText } from './fields.js';

/**
 * POST /addareview. The tool is named by `name` or `toolId`; `email` is read-only in the form and
 * must be the caller's own on the server.
 */
export const reviewSchema = z
  .strictObject({
    name: requiredText('Product name is required', 120).optional(),
    toolId: idField.optional(),
    email: z.string().max(254).optional(),
    comment: requiredText('Comment is required', MAX_LONG_TEXT),
    star: z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Rating is required' : 'Must be a number') })
      .int('Rating must be a whole number')
      .min(1, 'Minimum value must be 1')
      .max(5, 'Maximum value must be 5'),
  })
  .refine((review) => review.name !== undefined || review.toolId !== undefined, { message: 'Product name is required', path: ['name'] });
export type ReviewInput = z.output<typeof reviewSchema>;

/** A review as answered to anyone: the reviewer appears by display name only. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  toolId: z.string(),
  name: z.string(),
  customer: z.string(),
  comment: z.string(),
  star: z.number(),
  createdAt: z.string(),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

/**
 * A review as stored and shown to admins: it belongs to the reviewer's user id and holds no email
 * address. One per customer and tool; `hidden` by an admin, it leaves the public list and the rating.
 */
export const reviewRecordSchema = publicReviewSchema.extend({ userId: z.string(), hidden: z.literal(true).optional() });
export type Review = z.output<typeof reviewRecordSchema>;

/** POST /hidereview/{reviewId} */
export const reviewIdParams = z.object({ reviewId: idField });
