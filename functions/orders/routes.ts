/** The orders module's routes and triggers: each function's path, access and exactly the table actions it may call. */
import { type ItemAction, type KeyScopedGrants, moduleRoutes, moduleTriggers } from '../platform/route-definitions.js';
import { UNPAID_COUNTER_PREFIX } from '../accounts/store/unpaid-counter-key.js';
import { creditLedgerGrants as creditLedger } from '../trade/store/credit-ledger-key.js';
import { attributesOfChanges, PROVIDER_EVENT_CHANGES } from './contract/lifecycle.js';

const unpaidCounters = (...actions: ItemAction[]): KeyScopedGrants => ({ users: { prefix: UNPAID_COUNTER_PREFIX, actions } });

export const ordersRoutes = moduleRoutes('orders', [
  {
    method: 'PUT',
    path: '/purchase/{id}',
    handler: 'create-order',
    access: 'user',
    // GetItem: a keyed retry answers the first order. users: the unpaid count, moved in the order's transaction.
    // Query/ConditionCheckItem: a missing count starts from the account's unpaid orders (byUnpaidOwner).
    tables: { tools: ['GetItem', 'UpdateItem'], orders: ['GetItem', 'PutItem', 'Query', 'ConditionCheckItem'], trade: ['GetItem', 'Query'] },
    keyScoped: { ...unpaidCounters('GetItem', 'UpdateItem'), ...creditLedger('UpdateItem') },
  },
  {
    method: 'POST',
    path: '/orders',
    handler: 'place-order',
    access: 'user',
    // The cart's checkout: the same tables as PUT /purchase, its tools read in one batch, all lines' stock in one transaction.
    tables: { tools: ['GetItem', 'BatchGetItem', 'UpdateItem'], orders: ['GetItem', 'PutItem', 'Query', 'ConditionCheckItem'], trade: ['GetItem', 'Query'] },
    keyScoped: { ...unpaidCounters('GetItem', 'UpdateItem'), ...creditLedger('UpdateItem') },
  },
  { method: 'GET', path: '/myorder/{email}', handler: 'list-my-orders', access: 'user', tables: { orders: ['Query'] } },
  // A trade account's orders: every member's for its admins, their own for a buyer.
  { method: 'GET', path: '/trade/orders', handler: 'list-trade-orders', access: 'user', tables: { orders: ['Query'], trade: ['GetItem'] } },
  {
    method: 'POST',
    path: '/trade/orders/{orderId}/approve',
    handler: 'approve-trade-order',
    access: 'user',
    // A company admin approves a buyer's order: its stock is taken and the buyer's unpaid count moved, as when an order is placed.
    tables: { orders: ['GetItem', 'UpdateItem', 'Query', 'ConditionCheckItem'], tools: ['GetItem', 'BatchGetItem', 'UpdateItem'], trade: ['GetItem'] },
    keyScoped: unpaidCounters('GetItem', 'UpdateItem'),
  },
  {
    method: 'POST',
    path: '/trade/orders/{orderId}/decline',
    handler: 'decline-trade-order',
    access: 'user',
    tables: { orders: ['GetItem', 'UpdateItem'], trade: ['GetItem'] },
  },
  {
    method: 'DELETE',
    path: '/myordercancel/{orderId}/{email}',
    handler: 'cancel-order',
    access: 'user',
    // An admin may cancel any unpaid order; the owner's unpaid count (or an on-account order's company balance) moves in the same transaction.
    tables: { orders: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'], users: ['GetItem'], audit: ['PutItem'] },
    keyScoped: { ...unpaidCounters('UpdateItem', 'ConditionCheckItem'), ...creditLedger('UpdateItem') },
    integrations: ['stripe'],
  },
  { method: 'GET', path: '/pay/{orderId}', handler: 'get-order-for-payment', access: 'user', tables: { orders: ['GetItem'], users: ['GetItem'] } },
  {
    method: 'POST',
    path: '/create-payment-intent',
    handler: 'create-payment-intent',
    access: 'user',
    // The PaymentIntent's id is kept on the order, so a cancel cancels it too.
    tables: { orders: ['GetItem', 'UpdateItem'] },
    integrations: ['stripe'],
  },
  {
    method: 'PATCH',
    path: '/pay/{orderId}',
    handler: 'confirm-payment',
    access: 'user',
    // The owner's count of unpaid orders goes down with the payment, in one transaction.
    tables: { orders: ['GetItem', 'UpdateItem'] },
    keyScoped: unpaidCounters('UpdateItem', 'ConditionCheckItem'),
    integrations: ['stripe'],
  },
  {
    method: 'POST',
    path: '/stripe-webhook',
    handler: 'stripe-webhook',
    access: 'public',
    // A provider refund of a paid order gives units back; leaving 'Not paid' moves the unpaid count.
    tables: { orders: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'] },
    // Public and called by anyone who can reach it: it may update an order's attributes of the provider's events only.
    updatableAttributes: { orders: attributesOfChanges(PROVIDER_EVENT_CHANGES) },
    // A card payment of an on-account invoice takes it off the company's balance.
    keyScoped: { ...unpaidCounters('UpdateItem', 'ConditionCheckItem'), ...creditLedger('UpdateItem') },
    integrations: ['stripe'],
  },
  // Owner or admin (users: GetItem for the role). 'invoices': the seller's details; the PDF library is in these two bundles only.
  {
    method: 'GET',
    path: '/invoice/{orderId}',
    handler: 'get-invoice',
    access: 'user',
    tables: { orders: ['GetItem'], users: ['GetItem'] },
    integrations: ['invoices'],
  },
  {
    method: 'GET',
    path: '/creditnote/{orderId}',
    handler: 'get-credit-note',
    access: 'user',
    tables: { orders: ['GetItem'], users: ['GetItem'] },
    integrations: ['invoices'],
  },
  // Every admin route reads the caller's role (users: GetItem) before anything else.
  // Every audited admin change puts its entry (audit: PutItem) in the transaction of the change; no role may update or delete one.
  { method: 'GET', path: '/allorders/{email}', handler: 'list-all-orders', access: 'admin', tables: { users: ['GetItem'], orders: ['Query'] } },
  {
    method: 'POST',
    path: '/delivered/{orderId}',
    handler: 'mark-delivered',
    access: 'admin',
    tables: { users: ['GetItem'], orders: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
  },
  {
    method: 'POST',
    path: '/refund/{orderId}',
    handler: 'refund-order',
    access: 'admin',
    tables: { users: ['GetItem'], orders: ['GetItem', 'UpdateItem'], tools: ['UpdateItem'], audit: ['PutItem'] },
    integrations: ['stripe'],
  },
]);

export const ordersTriggers = moduleTriggers('orders', [
  {
    handler: 'expire-unpaid-orders',
    trigger: { kind: 'schedule', everyMinutes: 1 },
    // A retry reads the order again; the cancel gives units back, is audited and moves the unpaid count.
    tables: { orders: ['GetItem', 'Query', 'UpdateItem'], tools: ['UpdateItem'], audit: ['PutItem'] },
    keyScoped: unpaidCounters('UpdateItem', 'ConditionCheckItem'),
    integrations: ['stripe'],
  },
  // The stream hands it each change (the event source grants the stream's read). emails: each email's
  // idempotency record, written before the send; orders: UpdateItem: an address refused for good is kept on the order.
  {
    handler: 'send-order-emails',
    trigger: { kind: 'table-stream', table: 'orders' },
    tables: { emails: ['PutItem', 'UpdateItem'], orders: ['UpdateItem'] },
    integrations: ['email'],
  },
  // Invoice and credit-note numbers: the sequence item and the order in one transaction per number (no gaps, no repeats).
  {
    handler: 'assign-document-numbers',
    trigger: { kind: 'table-stream', table: 'orders' },
    tables: { orders: ['UpdateItem'], sequences: ['GetItem', 'UpdateItem'] },
  },
]);
