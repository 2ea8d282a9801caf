/**
 * The environment variable that carries each table's physical name to the functions: apart from the
 * tables' definitions (table-definitions.ts) so a function's bundle holds the names it reads, not
 * every table's keys and indexes.
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
