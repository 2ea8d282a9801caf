/**
 * A company's account with the shop: 'ledger#<companyId>' in the trade table holds its balance (what
 * is still due on its on-account invoices) and its open invoices ('<dueAt>#<orderId>', so the oldest
 * due sorts first). Its writes are items of the order's own transaction (store/order-writes.ts and
 * the placing): the balance never moves without the order, and orders placed at once cannot pass the
 * limit together, because each is conditioned on the balance it adds to.
 */
import { tableName } from '../../platform/config.js';
import { db } from '../../platform/db.js';
import { creditLedgerKey } from './credit-ledger-key.js';

export interface CreditLedger {
  balanceCents: number;
  /** The due times of the invoices not fully paid, oldest first. */
  openDueAts: string[];
  /** The invoices not fully paid, oldest due first. */
  openInvoices: { orderId: string; dueAt: string }[];
}

export function readLedger(item: Record<string, unknown> | undefined): CreditLedger {
  const entries = item?.openInvoices instanceof Set ? [...(item.openInvoices as Set<string>)].sort() : [];
  const openInvoices = entries.map((entry) => ({ dueAt: entry.slice(0, entry.indexOf('#')), orderId: entry.slice(entry.indexOf('#') + 1) }));
  return {
    balanceCents: typeof item?.balanceCents === 'number' ? item.balanceCents : 0,
    openDueAts: openInvoices.map((invoice) => invoice.dueAt),
    openInvoices,
  };
}

export async function getCreditLedger(companyId: string): Promise<CreditLedger> {
  const { Item } = await db.get({ TableName: tableName('trade'), Key: { _id: creditLedgerKey(companyId) }, ConsistentRead: true });
  return readLedger(Item);
}
