import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { InvoiceView, RecordPaymentInput } from '@functions/receivables/contract/receivables';
import { apiFetch, apiFetchFile } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { sharedKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';
import { useToastMutation } from '../../../lib/toast-mutation';

const invoicePath = (orderId: string) => encodeURIComponent(orderId);

/** POST /admin/invoices/{orderId}/payments (shop admins): the order, the company's statement and balance are read again. */
export const useRecordInvoicePayment = () =>
  useToastMutation(
    ({ orderId, input }: { orderId: string; input: RecordPaymentInput }) =>
      apiFetch<{ invoice: InvoiceView }>(`/admin/invoices/${invoicePath(orderId)}/payments`, { method: 'POST', body: input }),
    (answer, { input }) =>
      `Payment of ${formatPrice(input.amountCents)} recorded: ${formatPrice(answer.invoice.paidCents)} of ${formatPrice(answer.invoice.amountCents)} paid`,
    [sharedKeys.orders, sharedKeys.trade],
  );

/** POST /trade/invoices/{orderId}/payment-intent (company admins): the card payment of the whole amount due. */
export const startInvoiceCardPayment = (orderId: string) =>
  apiFetch<{ clientSecret: string; amountCents: number }>(`/trade/invoices/${invoicePath(orderId)}/payment-intent`, { method: 'POST' });

/** GET /trade/statement.pdf with the auth header (a plain link could not send it), saved as the server names it. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiFetchFile('/trade/statement.pdf', { accept: 'application/pdf' });
      saveFile(blob, fileName ?? 'statement.pdf');
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
