import { tableName } from '../shared/config.js';
import { db } from '../shared/db.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/cursor.js';
import { NEWEST_INDEX } from '../shared/table-definitions.js';
// The read-back schema (and zod) load on first use, keeping them out of the handlers' module init.
import type { PublicReview, Review } from '../schemas/review.js';

/** The constant partition of the byNewest index for reviews. */
export const REVIEW_LIST_KEY = 'review';

export async function putNewReview(review: Review): Promise<void> {
  await db.put({
    TableName: tableName('reviews'),
    Item: { ...review, listKey: REVIEW_LIST_KEY },
    ConditionExpression: 'attribute_not_exists(#id)',
    ExpressionAttributeNames: { '#id': '_id' },
  });
}

/** The newest reviews as anyone may see them: without the reviewer's user id. */
export async function listNewestReviews(limit: number, cursor?: string): Promise<Page<PublicReview>> {
  const { Items, LastEvaluatedKey } = await db.query({
    TableName: tableName('reviews'),
    IndexName: NEWEST_INDEX,
    KeyConditionExpression: 'listKey = :listKey',
    ExpressionAttributeValues: { ':listKey': REVIEW_LIST_KEY },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor, ['_id', 'listKey', 'createdAt'], { listKey: REVIEW_LIST_KEY }),
  });
  const { publicReviewSchema } = await import('../schemas/review.js');
  return { items: (Items ?? []).map((item) => publicReviewSchema.parse(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
}
