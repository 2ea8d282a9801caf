import type { Order } from '../../orders/contract/order.js';
import type { InvoiceAmounts } from '../../trade/contract/credit-terms.js';
import { invoiceState } from '../contract/invoice-aging.js';
import type { InvoiceView } from '../contract/receivables.js';

/** The invoice figures of an on-account order (one written before it had them reads as nothing paid, due when placed). */
export const invoiceAmounts = (order: Order): InvoiceAmounts => ({
  amountCents: order.amountCents,
  paidCents: order.paidCents ?? 0,
  dueAt: order.dueAt ?? order.createdAt,
});

/** As answered: its state is decided at `now`, never stored. */
export function invoiceView(order: Order, now: Date, daySeconds: number): InvoiceView {
  return {
    orderId: order._id,
    invoiceNumber: order.invoiceNumber ?? null,
    invoiceDate: order.invoiceDate ?? order.createdAt.slice(0, 10),
    dueDate: order.dueDate ?? (order.dueAt ?? order.createdAt).slice(0, 10),
    amountCents: order.amountCents,
    paidCents: order.paidCents ?? 0,
    state: invoiceState(invoiceAmounts(order), now, daySeconds),
  };
}
