/** The quotes module's routes: each function's path, access and exactly the table actions it may call. */
import { type ItemAction, type KeyScopedGrants, moduleRoutes } from '../platform/route-definitions.js';
import { UNPAID_COUNTER_PREFIX } from '../accounts/store/unpaid-counter-key.js';

const unpaidCounters = (...actions: ItemAction[]): KeyScopedGrants => ({ users: { prefix: UNPAID_COUNTER_PREFIX, actions } });

export const quotesRoutes = moduleRoutes('quotes', [
  // The tools read for their names, the buyer's company for its admins; GetItem: a keyed retry answers the first quote. The shop's admins are emailed.
  {
    method: 'POST',
    path: '/quotes',
    handler: 'request-quote',
    access: 'user',
    tables: { quotes: ['GetItem', 'PutItem'], tools: ['GetItem'], trade: ['GetItem'] },
    integrations: ['email'],
  },
  // The caller's quotes (quotes.byOwner); a company admin's: the company's too (quotes.byCompany).
  { method: 'GET', path: '/quotes', handler: 'list-my-quotes', access: 'user', tables: { quotes: ['Query'], trade: ['GetItem'] } },
  { method: 'GET', path: '/quotes/{quoteId}', handler: 'get-quote', access: 'user', tables: { quotes: ['GetItem'], trade: ['GetItem'] } },
  {
    method: 'POST',
    path: '/quotes/{quoteId}/accept',
    handler: 'accept-quote',
    access: 'user',
    // The orders module's placement (the grants of POST /orders) with the quote's move to `ordered` in the order's transaction;
    // an offer past its day is written `expired`.
    tables: {
      quotes: ['GetItem', 'UpdateItem'],
      tools: ['GetItem', 'BatchGetItem', 'UpdateItem'],
      orders: ['GetItem', 'PutItem', 'Query', 'ConditionCheckItem'],
      trade: ['GetItem', 'Query'],
    },
    keyScoped: unpaidCounters('GetItem', 'UpdateItem'),
    integrations: ['email'],
  },
  {
    method: 'POST',
    path: '/quotes/{quoteId}/decline',
    handler: 'decline-quote',
    access: 'user',
    tables: { quotes: ['GetItem', 'UpdateItem'], trade: ['GetItem'] },
    integrations: ['email'],
  },
  {
    method: 'POST',
    path: '/quotes/{quoteId}/withdraw',
    handler: 'withdraw-quote',
    access: 'user',
    tables: { quotes: ['GetItem', 'UpdateItem'], trade: ['GetItem'] },
    integrations: ['email'],
  },
  // The shop admins' list by status (quotes.byStatus).
  {
    method: 'GET',
    path: '/admin/quotes',
    handler: 'list-admin-quotes',
    access: 'admin',
    tables: { users: ['GetItem'], quotes: ['Query'] },
    queryParams: ['status'],
  },
  {
    method: 'POST',
    path: '/admin/quotes/{quoteId}/offer',
    handler: 'offer-quote',
    access: 'admin',
    tables: { users: ['GetItem'], quotes: ['GetItem', 'UpdateItem'] },
    integrations: ['email'],
  },
]);
