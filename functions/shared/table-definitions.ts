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
export const ORDERS_BY_EMAIL_INDEX = 'byEmail';
export const USERS_BY_ID_INDEX = 'byId';
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
        indexName: ORDERS_BY_EMAIL_INDEX,
        partitionKey: { name: 'email', type: 'S' },
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
    partitionKey: { name: '_id', type: 'S' },
    indexes: [newestIndex],
  },
  users: {
    envVar: 'USERS_TABLE',
    partitionKey: { name: 'email', type: 'S' },
    indexes: [newestIndex, { indexName: USERS_BY_ID_INDEX, partitionKey: { name: '_id', type: 'S' } }],
  },
};

export const tableKeys = Object.keys(tableDefinitions) as TableKey[];
