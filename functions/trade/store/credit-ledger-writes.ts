/**
 * The ledger's writes, each an item of the order's own transaction (its reads are in
 * credit-ledger-repository.ts): an open invoice is '<dueAt>#<orderId>' in the ledger's string set.
 */
import { tableName } from '../../platform/config.js';
import type { TransactItem } from '../../platform/db.js';
import { creditLedgerKey } from './credit-ledger-key.js';

export interface LedgerInvoice {
  companyId: string;
  orderId: string;
  dueAt: string;
}

const openEntry = (invoice: LedgerInvoice) => `${invoice.dueAt}#${invoice.orderId}`;

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
