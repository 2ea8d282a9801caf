/**
 * The one definition of every DynamoDB table: keys and indexes.
 * Used by the CDK stack (infra/) and by the local bootstrap (infra/local/), and the
 * repositories read the index names from here.
 */
export type AttributeType = 'S' | 'N';
export interface KeyAttribute {
  name: string;
  type: AttributeType;
}
export interface IndexDefinition {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
}
export interface TableDefinition {
  /** Environment variable that carries the physical table name to the functions. */
  envVar: string;
  partitionKey: KeyAttribute;
  indexes: IndexDefinition[];
  /** A change stream carrying each item before and after the change (read by the email outbox). */
  stream?: 'NEW_AND_OLD_IMAGES';
}

export type TableKey = 'tools' | 'orders' | 'reviews' | 'users';

/** Every list that is read "newest first" uses this index: one constant partition, sorted by time. */
export const NEWEST_INDEX = 'byNewest';
/** One user's orders, newest first: partition `userId` (the owner's identity-provider id). */
export const ORDERS_BY_OWNER_INDEX = 'byOwner';
/** Every review, hidden ones included (admins' list); byNewest holds the visible ones only. */
export const REVIEWS_WITH_HIDDEN_INDEX = 'byNewestWithHidden';
/** Users by their current email, the most recently signed-in first (an address can move between accounts). */
export const USERS_BY_EMAIL_INDEX = 'byEmail';
/**
 * Sparse: only unpaid orders carry `holdKey`, so the index holds exactly the orders whose stock is
 * on hold, sorted by when the hold ends. Leaving 'Not paid' removes `holdKey` and the entry.
 */
export const ORDERS_BY_HOLD_EXPIRY_INDEX = 'byHoldExpiry';

const newestIndex: IndexDefinition = {
  indexName: NEWEST_INDEX,
  partitionKey: { name: 'listKey', type: 'S' },
  sortKey: { name: 'createdAt', type: 'S' },
};

export const tableDefinitions: Record<TableKey, TableDefinition> = {
  tools: {
    envVar: 'TOOLS_TABLE',
    partitionKey: { name: '_id', type: 'S' },
    indexes: [newestIndex],
  },
  orders: {
    envVar: 'ORDERS_TABLE',
    partitionKey: { name: '_id', type: 'S' },
    indexes: [
      newestIndex,
      {
        indexName: ORDERS_BY_OWNER_INDEX,
        partitionKey: { name: 'userId', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        indexName: ORDERS_BY_HOLD_EXPIRY_INDEX,
        partitionKey: { name: 'holdKey', type: 'S' },
        sortKey: { name: 'holdExpiresAt', type: 'S' },
      },
    ],
    stream: 'NEW_AND_OLD_IMAGES',
  },
  reviews: {
    envVar: 'REVIEWS_TABLE',
    // `_id` comes from the reviewer's user id and the tool's id: one review per customer and tool.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [
      newestIndex,
      { indexName: REVIEWS_WITH_HIDDEN_INDEX, partitionKey: { name: 'moderationKey', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
    ],
  },
  users: {
    envVar: 'USERS_TABLE',
    // Keyed by the identity provider's user id (the ID token's `sub`); the email is only an attribute.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [newestIndex, { indexName: USERS_BY_EMAIL_INDEX, partitionKey: { name: 'email', type: 'S' }, sortKey: { name: 'signedInAt', type: 'S' } }],
  },
};

export const tableKeys = Object.keys(tableDefinitions) as TableKey[];
