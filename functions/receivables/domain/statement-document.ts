/** The statement as a document the shop's one PDF layout draws (orders/domain/trade-document-pdf.ts). */
import { dollarsText } from '../../platform/contract/money.js';
import type { SellerDetails } from '../../platform/contract/trade-terms.js';
import { utcDate } from '../../trade/contract/credit-terms.js';
import type { TradeDocument } from '../../orders/domain/trade-document.js';
import type { CompanyRecord } from '../../trade/store/trade-repository.js';
import type { Statement } from '../contract/receivables.js';

const AGING_LABELS: [keyof Statement['aging'], string][] = [
  ['currentCents', 'Current'],
  ['days1to30Cents', '1-30 days overdue'],
  ['days31to60Cents', '31-60 days overdue'],
  ['days61to90Cents', '61-90 days overdue'],
  ['over90Cents', 'Over 90 days overdue'],
];

export function statementDocument(company: CompanyRecord, statement: Statement, seller: SellerDetails, at: Date): TradeDocument {
  const date = utcDate(at);
  return {
    kind: 'statement',
    title: 'Statement',
    number: `${company.name} ${date}`,
    date,
    issuedAt: at,
    seller: { name: seller.name, lines: [seller.address, ...(seller.taxId ? [`Tax id: ${seller.taxId}`] : [])] },
    buyer: { lines: [company.name, ...(company.taxId ? [`Tax id: ${company.taxId}`] : []), company.address] },
    facts: [
      ['Statement date', date],
      ['Balance', dollarsText(statement.balanceCents)],
      ['Credit limit', dollarsText(statement.creditLimitCents)],
      ['Available', dollarsText(statement.availableCents)],
    ],
    // One row an invoice: its number, due date and state; what it was and what is still due.
    lines: statement.invoices.map((invoice) => ({
      name: `${invoice.invoiceNumber ?? 'Invoice pending'} of ${invoice.invoiceDate}, due ${invoice.dueDate} (${invoice.state})`,
      quantity: '',
      unitPrice: dollarsText(invoice.amountCents),
      amount: dollarsText(invoice.amountCents - invoice.paidCents),
    })),
    totals: [
      ...AGING_LABELS.map(([key, label]): [string, string] => [label, dollarsText(statement.aging[key])]),
      ['Balance', dollarsText(statement.balanceCents)],
    ],
    notes: statement.onHold ? ['On hold: pay your overdue invoices to order on account again.'] : [],
  };
}
