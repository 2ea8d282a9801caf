/** A change seen twice numbers nothing twice: the repository's transaction gives each number once. */
import { logger } from '../../platform/logger.js';
import type { DocumentKind } from '../contract/documents.js';
import type { Order } from '../contract/order.js';
import type { NumberingOutcome } from '../store/document-numbers-repository.js';
import { forEachOrderChange, type OrderChange } from '../store/order-stream.js';

export interface AssignDocumentNumbersDeps {
  giveDocumentNumber(kind: DocumentKind, orderId: string, year: number, at: string): Promise<NumberingOutcome>;
}

const INVOICED_STATUSES: ReadonlySet<Order['status']> = new Set(['paid', 'delivered', 'refunded']);

/** An on-account order is invoiced when it is placed (even if cancelled before the number came); cancelling it issues its credit note. */
const onAccount = (order: Order) => order.payment === 'account' && order.dueAt !== undefined;

export function documentsDue(order: Order): { kind: DocumentKind; at: string }[] {
  const due: { kind: DocumentKind; at: string }[] = [];
  const invoiced = order.invoiceNumber !== undefined;
  if (!invoiced && onAccount(order)) due.push({ kind: 'invoice', at: order.createdAt });
  else if (!invoiced && order.paidAt && INVOICED_STATUSES.has(order.status)) due.push({ kind: 'invoice', at: order.paidAt });
  const cancelledOnAccount = onAccount(order) && order.status === 'cancelled';
  if ((invoiced || due.length > 0) && (order.status === 'refunded' || cancelledOnAccount) && !order.creditNoteNumber) {
    due.push({ kind: 'creditNote', at: order.refundedAt ?? order.cancelledAt ?? order.paidAt ?? order.createdAt });
  }
  return due;
}

export async function assignDocumentNumbers(deps: AssignDocumentNumbersDeps, changes: readonly OrderChange[]): Promise<{ failedSequenceNumber?: string }> {
  return forEachOrderChange(changes, async ({ after: order }) => {
    if (!order) return;
    for (const { kind, at } of documentsDue(order)) {
      const result = await deps.giveDocumentNumber(kind, order._id, new Date(at).getUTCFullYear(), at);
      if (result.outcome === 'numbered') await logger.info('Document numbered', { orderId: order._id, kind, number: result.number });
    }
  });
}
