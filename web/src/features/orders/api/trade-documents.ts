import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Order } from '@functions/orders/contract/order';
import { apiFetchFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type TradeDocumentKind = 'invoice' | 'creditnote';

/** Which documents an order has: an invoice once it is numbered after payment, a credit note once refunded and numbered. */
export function tradeDocumentsOf(order: Order): { kind: TradeDocumentKind; label: string; number: string }[] {
  return [
    ...(order.invoiceNumber ? [{ kind: 'invoice' as const, label: 'Invoice', number: order.invoiceNumber }] : []),
    ...(order.creditNoteNumber ? [{ kind: 'creditnote' as const, label: 'Credit note', number: order.creditNoteNumber }] : []),
  ];
}

/** GET /invoice/{orderId} or /creditnote/{orderId} (owner or admin): saved as {number}.pdf. */
export function useDownloadTradeDocument() {
  return useMutation({
    mutationFn: async ({ kind, orderId, number }: { kind: TradeDocumentKind; orderId: string; number: string }) => {
      const { blob, fileName } = await apiFetchFile(`/${kind}/${encodeURIComponent(orderId)}`, { accept: 'application/pdf' });
      saveFile(blob, fileName ?? `${number}.pdf`);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
