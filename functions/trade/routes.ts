/** The trade module's routes: companies, their members and their prices. None is cached: trade prices never reach a shared cache. */
import { moduleRoutes } from '../platform/route-definitions.js';

export const tradeRoutes = moduleRoutes('trade', [
  // The membership (only if the account has none) and the company in one transaction; the shop's admins are emailed.
  { method: 'POST', path: '/trade/apply', handler: 'apply-for-trade-account', access: 'user', tables: { trade: ['PutItem'] }, integrations: ['email'] },
  // The caller's membership and company, and its members (trade.byCompany).
  { method: 'GET', path: '/trade/account', handler: 'get-trade-account', access: 'user', tables: { trade: ['GetItem', 'Query'] } },
  // Whether the caller belongs to a company, answered 200 to everyone signed in: the web asks it once a session.
  { method: 'GET', path: '/trade/membership', handler: 'get-trade-membership', access: 'user', tables: { trade: ['GetItem'] } },
  {
    method: 'GET',
    path: '/admin/trade-accounts',
    handler: 'list-trade-accounts',
    access: 'admin',
    // BatchGetItem: each company's balance on account (its 'ledger#' item).
    tables: { users: ['GetItem'], trade: ['Query', 'BatchGetItem'] },
  },
  // The company written over the version read, with its audit entry; the applicant is emailed.
  {
    method: 'POST',
    path: '/admin/trade-accounts/{companyId}/approve',
    handler: 'approve-trade-account',
    access: 'admin',
    tables: { users: ['GetItem'], trade: ['GetItem', 'PutItem'], audit: ['PutItem'] },
    integrations: ['email'],
  },
  {
    method: 'POST',
    path: '/admin/trade-accounts/{companyId}/decline',
    handler: 'decline-trade-account',
    access: 'admin',
    tables: { users: ['GetItem'], trade: ['GetItem', 'PutItem'], audit: ['PutItem'] },
    integrations: ['email'],
  },
  {
    method: 'PATCH',
    path: '/admin/trade-accounts/{companyId}',
    handler: 'update-trade-account',
    access: 'admin',
    tables: { users: ['GetItem'], trade: ['GetItem', 'PutItem'], audit: ['PutItem'] },
  },
  {
    method: 'PUT',
    path: '/admin/trade-accounts/{companyId}/prices',
    handler: 'set-contract-prices',
    access: 'admin',
    tables: { users: ['GetItem'], trade: ['GetItem', 'PutItem'], audit: ['PutItem'] },
  },
  {
    method: 'GET',
    path: '/admin/trade-accounts/{companyId}/prices',
    handler: 'get-contract-prices',
    access: 'admin',
    tables: { users: ['GetItem'], trade: ['GetItem'] },
  },
  // The invitation and its token's pointer (one transaction); the token goes out only in the email.
  {
    method: 'POST',
    path: '/trade/invites',
    handler: 'invite-trade-member',
    access: 'user',
    tables: { trade: ['GetItem', 'PutItem'] },
    integrations: ['email'],
  },
  // The invitation used, the membership (only if absent) and the company's count of admins in one transaction.
  { method: 'POST', path: '/trade/join/{token}', handler: 'join-trade-account', access: 'user', tables: { trade: ['GetItem', 'PutItem', 'UpdateItem'] } },
  { method: 'PATCH', path: '/trade/members/{userId}', handler: 'update-trade-member', access: 'user', tables: { trade: ['GetItem', 'PutItem', 'UpdateItem'] } },
  {
    method: 'DELETE',
    path: '/trade/members/{userId}',
    handler: 'remove-trade-member',
    access: 'user',
    tables: { trade: ['GetItem', 'DeleteItem', 'UpdateItem'] },
  },
  // Never a public cache route: the answer is the caller's own prices.
  { method: 'GET', path: '/trade/prices', handler: 'get-trade-prices', access: 'user', tables: { trade: ['GetItem'], tools: ['GetItem'] } },
]);
