import type { Caller } from '../../platform/app-token.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { Review, ReviewInput } from '../contract/review.js';
import type { Tool } from '../../catalog/contract/tool.js';
import type { BoughtTool } from '../store/bought-tools-repository.js';
import type { ReviewWriteOutcome } from '../store/reviews-repository.js';
import { assertOwnEmail } from '../../accounts/domain/access.js';
import { publicDisplayName } from '../../accounts/domain/display-name.js';
import { reviewId } from './review-id.js';

export interface AddReviewDeps {
  /** A paid or delivered order of the caller for the tool named by id or name, if any. */
  findBoughtTool(userId: string, tool: { toolId?: string; name?: string }): Promise<BoughtTool | undefined>;
  getTool(id: string): Promise<Tool | undefined>;
  getReview(id: string): Promise<Review | undefined>;
  /** Writes `review` over `previous` (as read) and moves the tool's rating, in one transaction. */
  saveReview(review: Review, previous: Review | undefined): Promise<ReviewWriteOutcome>;
  now(): Date;
}

export const NOT_BOUGHT_MESSAGE = 'You can review only tools you have bought';
/** A review changed by someone else between the read and the write is read again, this often. */
export const REVIEW_WRITE_ATTEMPTS = 5;

/** One review per customer and tool: a second replaces the first, and a hidden review stays hidden. */
export async function addReview(deps: AddReviewDeps, caller: Caller, input: ReviewInput): Promise<Review> {
  if (input.email !== undefined) assertOwnEmail(caller, input.email, 'email: you can only review as yourself');
  // Read beside the purchase lookup to save a round trip; read again if the matched order was of another tool.
  const toolAndReview = (toolId: string) => Promise.all([deps.getTool(toolId), deps.getReview(reviewId(caller.uid, toolId))]);
  const readAhead = input.toolId === undefined ? undefined : { toolId: input.toolId, reads: toolAndReview(input.toolId) };
  readAhead?.reads.catch(() => undefined); // Not needed when the caller did not buy the tool.
  const bought = await deps.findBoughtTool(caller.uid, { toolId: input.toolId, name: input.name });
  if (!bought) throw new ForbiddenError(NOT_BOUGHT_MESSAGE);
  const id = reviewId(caller.uid, bought.toolId);
  const [tool, firstRead] = await (readAhead?.toolId === bought.toolId ? readAhead.reads : toolAndReview(bought.toolId));
  if (!tool) throw new NotFoundError(`No tool with id ${bought.toolId}`);

  for (let attempt = 0; attempt < REVIEW_WRITE_ATTEMPTS; attempt++) {
    const previous = attempt === 0 ? firstRead : await deps.getReview(id);
    const review: Review = {
      _id: id,
      toolId: tool._id,
      name: tool.name,
      userId: caller.uid,
      customer: publicDisplayName(caller.name),
      comment: input.comment,
      star: input.star,
      createdAt: deps.now().toISOString(),
      ...(previous?.hidden ? { hidden: true } : {}),
    };
    const outcome = await deps.saveReview(review, previous);
    if (outcome === 'saved') return review;
    if (outcome === 'no-tool') throw new NotFoundError(`No tool with id ${tool._id}`);
  }
  throw new ConflictError('Your review changed meanwhile, please send it again');
}
