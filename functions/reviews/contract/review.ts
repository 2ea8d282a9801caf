import * as z from '../../platform/contract/zod.js';
import { idField, MAX_LONG_TEXT, requiredNumber, requiredText } from '../../platform/contract/fields.js';

/** The tool is named by `name` or `toolId`; `email` must be the caller's own. */
export const reviewSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: z.optional(requiredText('Product name is required', 120)),
      toolId: z.optional(idField),
      email: z.optional(z.string().check(z.maxLength(254))),
      comment: requiredText('Comment is required', MAX_LONG_TEXT),
      star: requiredNumber('Rating is required').check(
        z.int('Rating must be a whole number'),
        z.minimum(1, 'Minimum value must be 1'),
        z.maximum(5, 'Maximum value must be 5'),
      ),
    })
    .check(z.refine((review) => review.name !== undefined || review.toolId !== undefined, { message: 'Product name is required', path: ['name'] })))();
export type ReviewInput = z.output<typeof reviewSchema>;

/** A review as answered to anyone: the reviewer appears by display name only. */
export const publicReviewSchema = /* @__PURE__ */ (() =>
  z.object({
    _id: z.string(),
    toolId: z.string(),
    name: z.string(),
    customer: z.string(),
    comment: z.string(),
    star: z.number(),
    createdAt: z.string(),
  }))();
export type PublicReview = z.output<typeof publicReviewSchema>;

/** Holds the reviewer's user id, never an email; `hidden` takes it out of the public list and the rating. */
export const reviewRecordSchema = /* @__PURE__ */ (() => z.extend(publicReviewSchema, { userId: z.string(), hidden: z.optional(z.literal(true)) }))();
export type Review = z.output<typeof reviewRecordSchema>;

export const reviewIdParams = /* @__PURE__ */ (() => z.object({ reviewId: idField }))();
