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
  /** A change stream carrying each item before and after the change (read by the email outbox and the low-stock watch). */
  stream?: 'NEW_AND_OLD_IMAGES';
}

export type TableKey = 'tools' | 'orders' | 'reviews' | 'users' | 'audit' | 'sales' | 'emails' | 'sequences' | 'trade';

/** Every list that is read "newest first" uses this index: one constant partition, sorted by time. */
export const NEWEST_INDEX = 'byNewest';
/** One user's orders, newest first: partition `userId` (the owner's identity-provider id). */
export const ORDERS_BY_OWNER_INDEX = 'byOwner';
/** Every review, hidden ones included (admins' list); byNewest holds the visible ones only. */
export const REVIEWS_WITH_HIDDEN_INDEX = 'byNewestWithHidden';
/** One tool's reviews, newest first (hidden ones too: its readers keep the visible ones, which carry `listKey`). */
export const REVIEWS_BY_TOOL_INDEX = 'byTool';
/** Users by their current email, the most recently signed-in first (an address can move between accounts). */
export const USERS_BY_EMAIL_INDEX = 'byEmail';
/**
 * Sparse: only unpaid orders carry `holdKey`, so the index holds exactly the orders whose stock is
 * on hold, sorted by when the hold ends. Leaving 'Not paid' removes `holdKey` and the entry.
 */
export const ORDERS_BY_HOLD_EXPIRY_INDEX = 'byHoldExpiry';
/**
 * Sparse: only unpaid orders carry `unpaidOwner` (their owner's user id), so one Query finds the
 * orders an account has not paid yet: an account's count of unpaid orders starts from them
 * (repositories/unpaid-orders-repository.ts). Leaving 'Not paid' removes it.
 */
export const ORDERS_BY_UNPAID_OWNER_INDEX = 'byUnpaidOwner';
/** Orders of one status, newest first (the admins' status filter). */
export const ORDERS_BY_STATUS_INDEX = 'byStatus';
/** Orders placed with one email address, newest first (the admins' buyer filter). */
export const ORDERS_BY_BUYER_INDEX = 'byBuyer';
/** Every tool, archived ones included, newest first (the admins' list); byNewest holds the ones on sale only. */
export const TOOLS_WITH_ARCHIVED_INDEX = 'byNewestWithArchived';
/** Trade accounts by status, newest first (the admins' applications list). */
export const COMPANIES_BY_STATUS_INDEX = 'byStatus';
/** One company's members, by when they joined (only member items carry `memberOf`). */
export const MEMBERS_BY_COMPANY_INDEX = 'byCompany';
/** The sales figures in key order (day items, then low-stock items, then the totals): one Query reads a summary. */
export const SALES_BY_KEY_INDEX = 'byKey';

const newestIndex: IndexDefinition = {
  indexName: NEWEST_INDEX,
  partitionKey: { name: 'listKey', type: 'S' },
  sortKey: { name: 'createdAt', type: 'S' },
};

export const tableDefinitions: Record<TableKey, TableDefinition> = {
  tools: {
    envVar: 'TOOLS_TABLE',
    partitionKey: { name: '_id', type: 'S' },
    indexes: [
      newestIndex,
      { indexName: TOOLS_WITH_ARCHIVED_INDEX, partitionKey: { name: 'catalogKey', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
    ],
    // Read by the low-stock watch: a change that takes a tool under its threshold emails the admins.
    stream: 'NEW_AND_OLD_IMAGES',
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
      { indexName: ORDERS_BY_STATUS_INDEX, partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: ORDERS_BY_BUYER_INDEX, partitionKey: { name: 'email', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: ORDERS_BY_UNPAID_OWNER_INDEX, partitionKey: { name: 'unpaidOwner', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
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
      { indexName: REVIEWS_BY_TOOL_INDEX, partitionKey: { name: 'toolId', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
    ],
  },
  users: {
    envVar: 'USERS_TABLE',
    // Keyed by the identity provider's user id (the ID token's `sub`); the email is only an attribute.
    // Also one item per account that has placed an order, 'unpaid#<userId>': its count of unpaid orders
    // (`unpaidOrders`, moved only in the order transactions; in no index: no listKey, no email).
    partitionKey: { name: '_id', type: 'S' },
    indexes: [newestIndex, { indexName: USERS_BY_EMAIL_INDEX, partitionKey: { name: 'email', type: 'S' }, sortKey: { name: 'signedInAt', type: 'S' } }],
  },
  audit: {
    envVar: 'AUDIT_TABLE',
    // Append-only: entries are put in the same transaction as the change they record; no role may update or delete one.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [newestIndex],
  },
  sales: {
    envVar: 'SALES_TABLE',
    // `_id` is 'day#YYYY-MM-DD' (one per day: its orders, paid orders, revenue and per-tool figures),
    // 'low#<toolId>' (a tool under its low-stock threshold) or 'totals' (orders to ship). Each order
    // change moves them with ADD in its own transaction, so a summary never reads an order.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [{ indexName: SALES_BY_KEY_INDEX, partitionKey: { name: 'listKey', type: 'S' }, sortKey: { name: '_id', type: 'S' } }],
  },
  emails: {
    envVar: 'EMAILS_TABLE',
    // One item per email an order change calls for, `_id` '<orderId>#<kind>' (placed, receipt, paid-notice, shipped, cancelled, refunded): written
    // before the send (so each is sent once), holding the whole email and whether it went out.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [],
  },
  sequences: {
    envVar: 'SEQUENCES_TABLE',
    // `_id` is a sequence, e.g. 'INV-2026' (invoices of 2026), `last` the last number given. It moves
    // only in the same transaction as the order that receives the next number: no gaps, no repeats.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [],
  },
  trade: {
    envVar: 'TRADE_TABLE',
    // Trade accounts: 'company#<companyId>' (its details, status and count of admins), 'member#<userId>'
    // (an account's one membership: written only if absent, so an account belongs to at most one
    // company), 'invite#<companyId>#<email>' (the pending invitation of an address, holding only the
    // token's hash), 'token#<hash>' (which invitation a token opens) and 'prices#<companyId>' (its contract prices).
    partitionKey: { name: '_id', type: 'S' },
    indexes: [
      newestIndex,
      { indexName: COMPANIES_BY_STATUS_INDEX, partitionKey: { name: 'companyStatus', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: MEMBERS_BY_COMPANY_INDEX, partitionKey: { name: 'memberOf', type: 'S' }, sortKey: { name: 'joinedAt', type: 'S' } },
    ],
  },
};

export const tableKeys = Object.keys(tableDefinitions) as TableKey[];
