/** Pure: the same order always gives the same document. */
import { NotFoundError } from '../../platform/errors.js';
import { dollarsText } from '../../platform/contract/money.js';
import { taxLineLabel } from '../../platform/contract/tax.js';
import type { SellerDetails } from '../../platform/contract/trade-terms.js';
import type { Order } from '../contract/order.js';
import type { DocumentKind } from '../contract/documents.js';

export interface TradeDocumentLine {
  name: string;
  /** Printed under the name. */
  sku?: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

export interface TradeDocument {
  kind: DocumentKind | 'statement';
  title: string;
  number: string;
  date: string;
  /** The moment the document's PDF says it was made: the date it was issued, so the bytes never change. */
  issuedAt: Date;
  seller: { name: string; lines: string[] };
  buyer: { lines: string[] };
  facts: [label: string, value: string][];
  lines: TradeDocumentLine[];
  totals: [label: string, value: string][];
  notes: string[];
}

const day = (iso: string) => iso.slice(0, 10);
const addressLines = (address: string) =>
  address
    .split(/\r?\n|,/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

function linesOf(order: Order): TradeDocumentLine[] {
  return order.lines.map((line) => ({
    name: line.product_name,
    ...(line.sku !== undefined && { sku: line.sku }),
    quantity: String(line.quantity),
    unitPrice: dollarsText(line.unitPriceCents),
    amount: dollarsText(line.amountCents),
  }));
}

function totalsOf(order: Order): [string, string][] {
  const taxed = order.taxRatePercent !== undefined && order.taxRatePercent > 0;
  return [
    ['Subtotal', dollarsText(order.subtotalCents)],
    ...(taxed ? [[taxLineLabel(order), dollarsText(order.taxCents)] as [string, string]] : []),
    ['Total', dollarsText(order.amountCents)],
  ];
}

/** A tax-exempt company's order names its certificate. */
const exemption = (order: Order): string[] => (order.taxExempt !== undefined ? [`Tax exempt: ${order.taxExempt}`] : []);

function common(order: Order, seller: SellerDetails) {
  return {
    seller: { name: seller.name, lines: [...addressLines(seller.address), ...(seller.taxId ? [`Tax id: ${seller.taxId}`] : [])] },
    buyer: {
      lines: [
        ...(order.companyName !== undefined ? [order.companyName] : []),
        ...(order.companyTaxId !== undefined ? [`Tax id: ${order.companyTaxId}`] : []),
        order.user_name,
        order.email,
        ...addressLines(order.address),
        ...(order.poNumber ? [`PO number: ${order.poNumber}`] : []),
      ],
    },
    lines: linesOf(order),
    totals: totalsOf(order),
  };
}

/** A card invoice says it is paid; an on-account one when it is due, whatever has been paid since. */
function paymentNote(order: Order): string {
  if (order.payment === 'account' && order.dueDate !== undefined) return `Due ${order.dueDate}`;
  return `Paid on ${day(order.paidAt ?? '')}, payment reference ${order.transactionId ?? order.paymentIntentId ?? ''}`;
}

/** The invoice of a paid order, or of one on account; 404 until the order has its invoice number. */
export function invoiceOf(order: Order, seller: SellerDetails): TradeDocument {
  const onAccount = order.payment === 'account' && order.dueDate !== undefined;
  if (!order.invoiceNumber || (!order.paidAt && !onAccount)) throw new NotFoundError(`Order ${order._id} has no invoice: it is not paid`);
  const issued = order.invoicedAt ?? order.paidAt ?? order.createdAt;
  return {
    kind: 'invoice',
    title: 'Invoice',
    number: order.invoiceNumber,
    date: day(issued),
    issuedAt: new Date(issued),
    ...common(order, seller),
    facts: [
      ['Invoice number', order.invoiceNumber],
      ['Invoice date', day(issued)],
      ['Order', order._id],
      ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
    ],
    notes: [paymentNote(order), ...exemption(order)],
  };
}

/** The credit note of a refunded order, cancelling its invoice; 404 unless the order is refunded and numbered. */
export function creditNoteOf(order: Order, seller: SellerDetails): TradeDocument {
  const cancelledOnAccount = order.status === 'cancelled' && order.payment === 'account';
  if ((order.status !== 'refunded' && !cancelledOnAccount) || !order.creditNoteNumber || !order.invoiceNumber) {
    throw new NotFoundError(`Order ${order._id} has no credit note: it is not refunded`);
  }
  const issued = order.creditNotedAt ?? order.refundedAt ?? order.createdAt;
  return {
    kind: 'creditNote',
    title: 'Credit note',
    number: order.creditNoteNumber,
    date: day(issued),
    issuedAt: new Date(issued),
    ...common(order, seller),
    facts: [
      ['Credit note number', order.creditNoteNumber],
      ['Credit note date', day(issued)],
      ['Cancels invoice', order.invoiceNumber],
      ['Order', order._id],
      ...(order.poNumber ? [['PO number', order.poNumber] as [string, string]] : []),
    ],
    notes: [
      `This credit note cancels invoice ${order.invoiceNumber} in full.`,
      cancelledOnAccount
        ? `Order cancelled on ${day(order.cancelledAt ?? issued)}: nothing is due on the invoice.`
        : `Refunded on ${day(order.refundedAt ?? issued)}${order.refundId ? `, refund reference ${order.refundId}` : ''}`,
    ],
  };
}
