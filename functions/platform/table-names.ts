/**
 * The names the functions read: the environment variable that carries each table's physical name,
 * and the indexes' names. Apart from the tables' definitions (table-definitions.ts: keys, indexes,
 * streams, read by the CDK stack and the local bootstrap) so a function's bundle holds these few
 * strings, not every table's definition.
 */
export type TableKey = 'tools' | 'orders' | 'reviews' | 'users' | 'audit' | 'sales' | 'emails' | 'sequences' | 'trade' | 'lists' | 'quotes';

export const TABLE_ENV_VARS: Readonly<Record<TableKey, string>> = {
  tools: 'TOOLS_TABLE',
  orders: 'ORDERS_TABLE',
  reviews: 'REVIEWS_TABLE',
  users: 'USERS_TABLE',
  audit: 'AUDIT_TABLE',
  sales: 'SALES_TABLE',
  emails: 'EMAILS_TABLE',
  sequences: 'SEQUENCES_TABLE',
  trade: 'TRADE_TABLE',
  lists: 'LISTS_TABLE',
  quotes: 'QUOTES_TABLE',
};

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
/** Sparse: only unpaid orders carry `holdKey`, so it holds exactly the orders with stock on hold. */
export const ORDERS_BY_HOLD_EXPIRY_INDEX = 'byHoldExpiry';
/** Sparse: only unpaid orders carry `unpaidOwner`, so one Query finds an account's unpaid orders. */
export const ORDERS_BY_UNPAID_OWNER_INDEX = 'byUnpaidOwner';
/** Orders of one status, newest first (the admins' status filter). */
export const ORDERS_BY_STATUS_INDEX = 'byStatus';
/** Orders placed with one email address, newest first (the admins' buyer filter). */
export const ORDERS_BY_BUYER_INDEX = 'byBuyer';
/** A trade account's orders, newest first: only members' orders carry companyId. */
export const ORDERS_BY_COMPANY_INDEX = 'byCompany';
/** One account's quotes, newest first. */
export const QUOTES_BY_OWNER_INDEX = 'byOwner';
/** A trade account's quotes, newest first: only members' quotes carry companyId. */
export const QUOTES_BY_COMPANY_INDEX = 'byCompany';
/** Quotes of one status, newest first (the shop admins' list). */
export const QUOTES_BY_STATUS_INDEX = 'byStatus';
/** Every tool, archived ones included, newest first (the admins' list); byNewest holds the ones on sale only. */
export const TOOLS_WITH_ARCHIVED_INDEX = 'byNewestWithArchived';
/** Trade accounts by status, newest first (the admins' applications list). */
export const COMPANIES_BY_STATUS_INDEX = 'byStatus';
/** One company's members, by when they joined (only member items carry `memberOf`). */
export const MEMBERS_BY_COMPANY_INDEX = 'byCompany';
/** Buying lists by who holds them ('user#<userId>' or 'company#<companyId>'), oldest first. */
export const LISTS_BY_OWNER_INDEX = 'byOwner';
/** The sales figures in key order (day items, then low-stock items, then the totals): one Query reads a summary. */
export const SALES_BY_KEY_INDEX = 'byKey';
