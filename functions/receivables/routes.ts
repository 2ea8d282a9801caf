/** The receivables module's routes and trigger: invoices paid on account, their payments, the statement and the overdue reminders. */
import { moduleRoutes, moduleTriggers } from '../platform/route-definitions.js';
import { creditLedgerGrants as creditLedger } from '../trade/store/credit-ledger-key.js';

export const receivablesRoutes = moduleRoutes('receivables', [
  // The payment, the order's paid cents and the company's balance in one transaction, with its audit entry.
  {
    method: 'POST',
    path: '/admin/invoices/{orderId}/payments',
    handler: 'record-invoice-payment',
    access: 'admin',
    tables: { users: ['GetItem'], orders: ['GetItem', 'UpdateItem'], audit: ['PutItem'] },
    keyScoped: creditLedger('UpdateItem'),
  },
  // A company admin pays an invoice by card: the provider's event records the payment (POST /stripe-webhook).
  {
    method: 'POST',
    path: '/trade/invoices/{orderId}/payment-intent',
    handler: 'create-invoice-payment-intent',
    access: 'user',
    tables: { trade: ['GetItem'], orders: ['GetItem'] },
    integrations: ['stripe'],
  },
  // Company admins: the membership, the company and its ledger, and its on-account orders (orders.byCompany).
  { method: 'GET', path: '/trade/statement', handler: 'get-trade-statement', access: 'user', tables: { trade: ['GetItem'], orders: ['Query'] } },
  // The same as a PDF; 'invoices': the seller's details.
  {
    method: 'GET',
    path: '/trade/statement.pdf',
    handler: 'get-trade-statement-pdf',
    access: 'user',
    tables: { trade: ['GetItem'], orders: ['Query'] },
    integrations: ['invoices'],
  },
]);

export const receivablesTriggers = moduleTriggers('receivables', [
  // Daily: the approved companies (trade.byStatus), each one's ledger and admins, the overdue invoices' orders;
  // emails: each reminder's idempotency record (invoice + overdue day), written before the send.
  {
    handler: 'send-overdue-reminders',
    trigger: { kind: 'schedule', everyMinutes: 1440 },
    tables: { trade: ['GetItem', 'Query'], orders: ['GetItem'], emails: ['PutItem', 'UpdateItem'] },
    integrations: ['email'],
  },
]);
