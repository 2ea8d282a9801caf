/**
 * A company's account with the shop: 'ledger#<companyId>' in the trade table holds its balance (what
 * is still due on its on-account invoices) and its open invoices ('<dueAt>#<orderId>', so the oldest
 * due sorts first). Its writes are items of the order's own transaction (store/order-writes.ts and
 * the placing): the balance never moves without the order, and orders placed at once cannot pass the
 * limit together, because each is conditioned on the balance it adds to.
 */
import { tableName } from '../../platform/config.js';
import { db, type TransactItem } from '../../platform/db.js';
import { getMany } from '../../platform/batch-get.js';
import { creditLedgerKey } from './credit-ledger-key.js';

export interface CreditLedger {
  balanceCents: number;
  /** The due times of the invoices not fully paid, oldest first. */
  openDueAts: string[];
  /** The invoices not fully paid, oldest due first. */
  openInvoices: { orderId: string; dueAt: string }[];
}

export interface LedgerInvoice {
  companyId: string;
  orderId: string;
  dueAt: string;
}

const openEntry = (invoice: LedgerInvoice) => `${invoice.dueAt}#${invoice.orderId}`;

function readLedger(item: Record<string, unknown> | undefined): CreditLedger {
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

/** Many companies' balances at once (the admins' list). */
export async function getCreditBalances(companyIds: readonly string[]): Promise<Map<string, number>> {
  const items = await getMany(
    tableName('trade'),
    companyIds.map((companyId) => ({ _id: creditLedgerKey(companyId) })),
  );
  return new Map(items.map((item) => [String(item.companyId), readLedger(item).balanceCents]));
}

/** The ledger after a refused charge: its current balance, answered by the failed condition. */
export const ledgerOfFailure = (item: Record<string, unknown> | undefined): CreditLedger => readLedger(item);

/**
 * The invoice's total added to the balance, only while the balance stays within `limitCents` (the
 * limit read with the company's terms). Refused: the transaction fails on this item, ALL_OLD.
 */
export function chargeLedger(invoice: LedgerInvoice, amountCents: number, limitCents: number): TransactItem {
  return {
    Update: {
      TableName: tableName('trade'),
      Key: { _id: creditLedgerKey(invoice.companyId) },
      UpdateExpression: 'SET companyId = :company ADD balanceCents :amount, openInvoices :entry',
      ConditionExpression: 'attribute_not_exists(balanceCents) OR balanceCents <= :room',
      ExpressionAttributeValues: {
        ':company': invoice.companyId,
        ':amount': amountCents,
        ':entry': new Set([openEntry(invoice)]),
        ':room': limitCents - amountCents,
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** `cents` off the balance (a payment, or what was still due on a cancel); `closes`: the invoice leaves the open ones. */
export function creditLedger(invoice: LedgerInvoice, cents: number, closes: boolean): TransactItem {
  return {
    Update: {
      TableName: tableName('trade'),
      Key: { _id: creditLedgerKey(invoice.companyId) },
      UpdateExpression: closes ? 'ADD balanceCents :minus DELETE openInvoices :entry' : 'ADD balanceCents :minus',
      ExpressionAttributeValues: { ':minus': -cents, ...(closes && { ':entry': new Set([openEntry(invoice)]) }) },
    },
  };
}
