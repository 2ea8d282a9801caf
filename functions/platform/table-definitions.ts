/** The one definition of every table: the CDK stack, the local bootstrap and the repositories read it. */
import {
  TABLE_ENV_VARS,
  type TableKey,
  NEWEST_INDEX,
  ORDERS_BY_OWNER_INDEX,
  REVIEWS_WITH_HIDDEN_INDEX,
  REVIEWS_BY_TOOL_INDEX,
  USERS_BY_EMAIL_INDEX,
  ORDERS_BY_HOLD_EXPIRY_INDEX,
  ORDERS_BY_UNPAID_OWNER_INDEX,
  ORDERS_BY_STATUS_INDEX,
  ORDERS_BY_BUYER_INDEX,
  ORDERS_BY_COMPANY_INDEX,
  QUOTES_BY_OWNER_INDEX,
  QUOTES_BY_COMPANY_INDEX,
  QUOTES_BY_STATUS_INDEX,
  TOOLS_WITH_ARCHIVED_INDEX,
  COMPANIES_BY_STATUS_INDEX,
  MEMBERS_BY_COMPANY_INDEX,
  LISTS_BY_OWNER_INDEX,
  SALES_BY_KEY_INDEX,
} from './table-names.js';
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

export type { TableKey };

const newestIndex: IndexDefinition = {
  indexName: NEWEST_INDEX,
  partitionKey: { name: 'listKey', type: 'S' },
  sortKey: { name: 'createdAt', type: 'S' },
};

export const tableDefinitions: Record<TableKey, TableDefinition> = {
  tools: {
    envVar: TABLE_ENV_VARS.tools,
    partitionKey: { name: '_id', type: 'S' },
    indexes: [
      newestIndex,
      { indexName: TOOLS_WITH_ARCHIVED_INDEX, partitionKey: { name: 'catalogKey', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
    ],
    // Read by the low-stock watch: a change that takes a tool under its threshold emails the admins.
    stream: 'NEW_AND_OLD_IMAGES',
  },
  orders: {
    envVar: TABLE_ENV_VARS.orders,
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
      { indexName: ORDERS_BY_COMPANY_INDEX, partitionKey: { name: 'companyId', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: ORDERS_BY_UNPAID_OWNER_INDEX, partitionKey: { name: 'unpaidOwner', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
    ],
    stream: 'NEW_AND_OLD_IMAGES',
  },
  reviews: {
    envVar: TABLE_ENV_VARS.reviews,
    // `_id` comes from the reviewer's user id and the tool's id: one review per customer and tool.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [
      newestIndex,
      { indexName: REVIEWS_WITH_HIDDEN_INDEX, partitionKey: { name: 'moderationKey', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: REVIEWS_BY_TOOL_INDEX, partitionKey: { name: 'toolId', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
    ],
  },
  users: {
    envVar: TABLE_ENV_VARS.users,
    // Keyed by the ID token's `sub`. Items 'unpaid#<userId>' count an account's unpaid orders (in no index).
    partitionKey: { name: '_id', type: 'S' },
    indexes: [newestIndex, { indexName: USERS_BY_EMAIL_INDEX, partitionKey: { name: 'email', type: 'S' }, sortKey: { name: 'signedInAt', type: 'S' } }],
  },
  audit: {
    envVar: TABLE_ENV_VARS.audit,
    // Append-only: entries are put in the same transaction as the change they record; no role may update or delete one.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [newestIndex],
  },
  sales: {
    envVar: TABLE_ENV_VARS.sales,
    // 'day#YYYY-MM-DD', 'low#<toolId>' or 'totals', moved with ADD in each order's transaction, so a summary never reads an order.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [{ indexName: SALES_BY_KEY_INDEX, partitionKey: { name: 'listKey', type: 'S' }, sortKey: { name: '_id', type: 'S' } }],
  },
  emails: {
    envVar: TABLE_ENV_VARS.emails,
    // '<orderId>#<kind>', written before the send, so each email is sent once.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [],
  },
  sequences: {
    envVar: TABLE_ENV_VARS.sequences,
    // A sequence ('INV-2026'): it moves only in the transaction of the order taking the number, so no gaps or repeats.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [],
  },
  trade: {
    envVar: TABLE_ENV_VARS.trade,
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
  lists: {
    envVar: TABLE_ENV_VARS.lists,
    // Buying lists, keyed by listId; `ownerKey` says who holds one: 'user#<userId>' (its author alone) or
    // 'company#<companyId>' (every member of that approved trade account). One item per list: a change is one write.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [{ indexName: LISTS_BY_OWNER_INDEX, partitionKey: { name: 'ownerKey', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } }],
  },
  quotes: {
    envVar: TABLE_ENV_VARS.quotes,
    // A buyer's request for a price ('_id' is the quote id), the shop's offer, and the order it became.
    partitionKey: { name: '_id', type: 'S' },
    indexes: [
      { indexName: QUOTES_BY_OWNER_INDEX, partitionKey: { name: 'userId', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: QUOTES_BY_COMPANY_INDEX, partitionKey: { name: 'companyId', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
      { indexName: QUOTES_BY_STATUS_INDEX, partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'createdAt', type: 'S' } },
    ],
  },
};

// Pure: a bundle that reads none of the definitions (a function naming an index) drops them.
export const tableKeys = /* @__PURE__ */ Object.keys(tableDefinitions) as TableKey[];
