import { tableName } from '../../platform/config.js';
import { cancellationReasons, db } from '../../platform/db.js';
import type { Page } from '../../platform/cursor.js';
import { NEWEST_INDEX, REVIEWS_BY_TOOL_INDEX, REVIEWS_WITH_HIDDEN_INDEX } from '../../platform/table-names.js';
import { ratingChange } from '../../catalog/contract/rating.js';
import { auditPut, type AuditNote } from '../../platform/audit-trail.js';
import type { PublicReview, Review } from '../contract/review.js';
import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';
import { readNewestFirst } from '../../platform/newest-first.js';

/** The constant partition of the byNewest index for reviews: only visible reviews carry it. */
export const REVIEW_LIST_KEY = 'review';
/** The constant partition of the index of every review, hidden ones included. */
export const REVIEW_MODERATION_KEY = 'review';

const reviewReader = loadedBesideFirstRead(() => import('../contract/stored/review.js'));
const readingPublicReviews = async () => (await reviewReader()).readPublicReview;

/** 'changed': the review (or its hidden state) is no longer as read; 'no-tool': its tool is gone. */
export type ReviewWriteOutcome = 'saved' | 'changed' | 'no-tool';

export function reviewItem(review: Review): Review & { moderationKey: string; listKey?: string } {
  return { ...review, moderationKey: REVIEW_MODERATION_KEY, ...(review.hidden ? {} : { listKey: REVIEW_LIST_KEY }) };
}

export async function getReview(id: string): Promise<Review | undefined> {
  const { Item } = await db.get({ TableName: tableName('reviews'), Key: { _id: id }, ConsistentRead: true });
  return Item ? (await reviewReader()).readReview(Item) : undefined;
}

/** The review's write is conditioned on the review being exactly as read (or absent). */
function asReadCondition(previous: Review | undefined): { ConditionExpression: string; names: Record<string, string>; values: Record<string, unknown> } {
  if (!previous) return { ConditionExpression: 'attribute_not_exists(#id)', names: { '#id': '_id' }, values: {} };
  return {
    ConditionExpression: `attribute_exists(#id) AND star = :previousStar AND createdAt = :previousCreatedAt AND ${previous.hidden ? '#hidden = :true' : 'attribute_not_exists(#hidden)'}`,
    names: { '#id': '_id', '#hidden': 'hidden' },
    values: { ':previousStar': previous.star, ':previousCreatedAt': previous.createdAt, ...(previous.hidden ? { ':true': true } : {}) },
  };
}

function toolRatingUpdate(toolId: string, change: { sum: number; count: number }) {
  return {
    TableName: tableName('tools'),
    Key: { _id: toolId },
    UpdateExpression: 'ADD ratingSum :sum, ratingCount :count',
    ConditionExpression: 'attribute_exists(#id)',
    ExpressionAttributeNames: { '#id': '_id' },
    ExpressionAttributeValues: { ':sum': change.sum, ':count': change.count },
  };
}

/** The cancellation reasons when a condition failed; db.transactWrite already retries conflicts. */
async function transactWithRetry(input: Parameters<typeof db.transactWrite>[0]): Promise<ReturnType<typeof cancellationReasons>> {
  try {
    await db.transactWrite(input);
    return undefined;
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) return reasons;
    throw error;
  }
}

/** Puts `review` over `previous` and moves its tool's rating totals by the difference, in one transaction. */
export async function saveReview(review: Review, previous: Review | undefined): Promise<ReviewWriteOutcome> {
  const condition = asReadCondition(previous);
  const reasons = await transactWithRetry({
    TransactItems: [
      {
        Put: {
          TableName: tableName('reviews'),
          Item: reviewItem(review),
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeNames: condition.names,
          ...(Object.keys(condition.values).length > 0 ? { ExpressionAttributeValues: condition.values } : {}),
        },
      },
      { Update: toolRatingUpdate(review.toolId, ratingChange(previous, review)) },
    ],
  });
  if (!reasons) return 'saved';
  return reasons[0]?.Code === 'ConditionalCheckFailed' ? 'changed' : 'no-tool';
}

export async function hideReview(review: Review, audit: AuditNote): Promise<ReviewWriteOutcome> {
  const condition = asReadCondition(review);
  const hide = {
    TableName: tableName('reviews'),
    Key: { _id: review._id },
    UpdateExpression: 'SET #hidden = :hidden REMOVE listKey',
    ConditionExpression: condition.ConditionExpression,
    ExpressionAttributeNames: { ...condition.names, '#hidden': 'hidden' },
    ExpressionAttributeValues: { ...condition.values, ':hidden': true },
  };
  const reasons = await transactWithRetry({
    TransactItems: [{ Update: hide }, { Update: toolRatingUpdate(review.toolId, ratingChange(review, { ...review, hidden: true })) }, auditPut(audit)],
  });
  if (!reasons) return 'saved';
  if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'changed';
  // The tool was deleted: there is no rating left to change.
  return (await transactWithRetry({ TransactItems: [{ Update: hide }, auditPut(audit)] })) ? 'changed' : 'saved';
}

/** The newest visible reviews, as anyone may see them: without the reviewer's user id. */
export const listNewestReviews = (limit: number, cursor?: string): Promise<Page<PublicReview>> =>
  readNewestFirst(
    { table: 'reviews', index: NEWEST_INDEX, partition: { key: 'listKey', value: REVIEW_LIST_KEY }, reader: readingPublicReviews },
    limit,
    cursor,
  );

/** Only visible reviews carry `listKey`. */
export const listToolReviews = (toolId: string, limit: number, cursor?: string): Promise<Page<PublicReview>> =>
  readNewestFirst(
    {
      table: 'reviews',
      index: REVIEWS_BY_TOOL_INDEX,
      partition: { key: 'toolId', value: toolId },
      only: 'attribute_exists(listKey)',
      reader: readingPublicReviews,
    },
    limit,
    cursor,
  );

export const listAllReviews = (limit: number, cursor?: string): Promise<Page<Review>> =>
  readNewestFirst(
    {
      table: 'reviews',
      index: REVIEWS_WITH_HIDDEN_INDEX,
      partition: { key: 'moderationKey', value: REVIEW_MODERATION_KEY },
      reader: async () => (await reviewReader()).readReview,
    },
    limit,
    cursor,
  );
