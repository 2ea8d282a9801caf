/**
 * Seeds a local stack once: tools and reviews go in only while their table holds none (so a restart
 * never duplicates them, nor brings back what an admin deleted); the two accounts are made sure of
 * on every start, in the Auth emulator and in the users table, whose key is the emulator's account id.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REVIEW_LIST_KEY, reviewItem } from '../../functions/reviews/store/reviews-repository.js';
import { TOOL_LIST_KEY, skuClaimItem, toolItem } from '../../functions/catalog/store/tools-repository.js';
import { USER_LIST_KEY } from '../../functions/accounts/store/users-repository.js';
import { reviewRecordSchema } from '../../functions/reviews/contract/review.js';
import { storedToolSchema } from '../../functions/catalog/contract/tool.js';
import { NEWEST_INDEX, type TableKey } from '../../functions/platform/table-names.js';
import { ensureAccount } from './auth-emulator-client.js';
import { SEED_ACCOUNTS, SEED_REVIEWS, SEED_TOOLS, type SeedAccount, type SeedReview } from './seed-data.js';

export interface SeedTargets {
  dynamoDb: DynamoDBClient;
  tableNames: Record<TableKey, string>;
  authEmulatorUrl: string;
}

export interface SeedReport {
  toolsAdded: number;
  reviewsAdded: number;
}

export async function seed(targets: SeedTargets): Promise<SeedReport> {
  const db = DynamoDBDocumentClient.from(targets.dynamoDb);
  const toolsAdded = await seedListOnce(
    db,
    targets.tableNames.tools,
    TOOL_LIST_KEY,
    SEED_TOOLS.map((tool) => {
      storedToolSchema.parse(tool);
      return toolItem(tool);
    }),
  );
  // Each seeded SKU's claim, as POST /addaproduct writes it: a new tool cannot take a seed tool's SKU.
  if (toolsAdded > 0) {
    for (const tool of SEED_TOOLS) {
      await db.send(new PutCommand({ TableName: targets.tableNames.tools, Item: skuClaimItem({ ...tool, sku: tool.sku ?? tool._id }) }));
    }
  }
  const userIds = new Map<SeedAccount, string>();
  for (const account of SEED_ACCOUNTS) userIds.set(account, await seedAccount(db, targets, account));
  const reviewsAdded = await seedListOnce(
    db,
    targets.tableNames.reviews,
    REVIEW_LIST_KEY,
    SEED_REVIEWS.map((review) => reviewItem(reviewRecordSchema.parse(withReviewerId(review, userIds)))),
  );
  return { toolsAdded, reviewsAdded };
}

function withReviewerId({ reviewer, ...review }: SeedReview, userIds: ReadonlyMap<SeedAccount, string>) {
  const userId = typeof reviewer === 'string' ? reviewer : userIds.get(reviewer);
  if (!userId) throw new Error(`Seed review ${review._id}: its reviewer is not a seeded account`);
  return { ...review, userId };
}

async function hasAnyItem(db: DynamoDBDocumentClient, tableName: string, listKey: string): Promise<boolean> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: NEWEST_INDEX,
      KeyConditionExpression: 'listKey = :listKey',
      ExpressionAttributeValues: { ':listKey': listKey },
      Limit: 1,
    }),
  );
  return (Items?.length ?? 0) > 0;
}

async function seedListOnce(db: DynamoDBDocumentClient, tableName: string, listKey: string, items: readonly { _id: string }[]): Promise<number> {
  if (await hasAnyItem(db, tableName, listKey)) return 0;
  for (const item of items) {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...item, listKey },
        ConditionExpression: 'attribute_not_exists(#id)',
        ExpressionAttributeNames: { '#id': '_id' },
      }),
    );
  }
  return items.length;
}

/** Makes sure of the account and its users row; answers its user id. */
async function seedAccount(db: DynamoDBDocumentClient, targets: SeedTargets, account: SeedAccount): Promise<string> {
  const session = await ensureAccount(targets.authEmulatorUrl, account);
  const setRole = account.role === 'admin' ? ', #role = :admin' : '';
  await db.send(
    new UpdateCommand({
      TableName: targets.tableNames.users,
      Key: { _id: session.localId },
      UpdateExpression: `SET email = :email, #name = if_not_exists(#name, :name), signedInAt = if_not_exists(signedInAt, :now), listKey = :listKey, createdAt = if_not_exists(createdAt, :now)${setRole}`,
      ExpressionAttributeNames: { '#name': 'name', ...(setRole ? { '#role': 'role' } : {}) },
      ExpressionAttributeValues: {
        ':email': session.email,
        ':name': account.displayName,
        ':listKey': USER_LIST_KEY,
        ':now': new Date().toISOString(),
        ...(setRole ? { ':admin': 'admin' } : {}),
      },
    }),
  );
  return session.localId;
}
