/**
 * Moves data written under the old keys (users keyed by email; orders and reviews owned by an email)
 * to the user-id keys: every user row is copied into the new users table under its `_id`, and every
 * order and review gets its owner's `userId` (reviews also lose their `email`). Safe to run again:
 * rows already moved are skipped. See docs/data-migration.md.
 *
 *   npx tsx scripts/migrate-to-user-ids.ts --old-users <table> --users <table> --orders <table> --reviews <table>
 *
 * It scans (a one-off job, never a request path); the region and credentials come from the usual
 * AWS environment, `DYNAMODB_ENDPOINT` points it at DynamoDB Local.
 */
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ANONYMOUS_DISPLAY_NAME, publicDisplayName } from '../functions/accounts/domain/display-name.js';
import { argument, conditionalWrite, rows, runAsScript } from './one-off-job.js';

export interface MigrationTables {
  /** The users table keyed by email. */
  oldUsers: string;
  /** The users table keyed by `_id`. */
  users: string;
  orders: string;
  reviews: string;
}

export interface MigrationReport {
  usersCopied: number;
  ordersOwned: number;
  reviewsOwned: number;
  /** Orders whose email no user row had: they keep no owner and show in no customer's list. */
  ordersWithoutUser: string[];
}

/** Reviewers without a user row still need a stable owner id; it is derived from nothing personal. */
const legacyReviewerId = (reviewId: string) => `legacy-reviewer-${reviewId}`;

/** Sets the owner (and `fields`) of an item that has none yet; false when it had one already. */
function setOwner(db: DynamoDBDocumentClient, tableName: string, id: string, fields: { userId: string } & Record<string, string>, also = ''): Promise<boolean> {
  const names = Object.keys(fields);
  return conditionalWrite(() =>
    db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { _id: id },
        UpdateExpression: `SET ${names.map((name) => `${name} = :${name}`).join(', ')} ${also}`.trim(),
        ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(userId)',
        ExpressionAttributeNames: { '#id': '_id' },
        ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
      }),
    ),
  );
}

export async function migrateToUserIds(db: DynamoDBDocumentClient, tables: MigrationTables): Promise<MigrationReport> {
  const report: MigrationReport = { usersCopied: 0, ordersOwned: 0, reviewsOwned: 0, ordersWithoutUser: [] };
  const userIdByEmail = new Map<string, string>();

  for await (const user of rows(db, tables.oldUsers)) {
    const email = String(user.email).toLowerCase();
    const userId = String(user._id);
    userIdByEmail.set(email, userId);
    const item = { ...user, email, signedInAt: user.signedInAt ?? user.createdAt };
    const copied = await conditionalWrite(() =>
      db.send(
        new PutCommand({ TableName: tables.users, Item: item, ConditionExpression: 'attribute_not_exists(#id)', ExpressionAttributeNames: { '#id': '_id' } }),
      ),
    );
    if (copied) report.usersCopied++;
  }

  for await (const order of rows(db, tables.orders)) {
    if (order.userId !== undefined) continue;
    const userId = userIdByEmail.get(String(order.email).toLowerCase());
    if (!userId) {
      report.ordersWithoutUser.push(String(order._id));
      continue;
    }
    const owned = await setOwner(db, tables.orders, String(order._id), { userId });
    if (owned) report.ordersOwned++;
  }

  for await (const review of rows(db, tables.reviews)) {
    if (review.userId !== undefined) continue;
    const userId = userIdByEmail.get(String(review.email).toLowerCase()) ?? legacyReviewerId(String(review._id));
    const customer = publicDisplayName(String(review.customer ?? ANONYMOUS_DISPLAY_NAME));
    const owned = await setOwner(db, tables.reviews, String(review._id), { userId, customer }, 'REMOVE email');
    if (owned) report.reviewsOwned++;
  }
  return report;
}

runAsScript(import.meta.url, (db) =>
  migrateToUserIds(db, { oldUsers: argument('old-users'), users: argument('users'), orders: argument('orders'), reviews: argument('reviews') }),
);
