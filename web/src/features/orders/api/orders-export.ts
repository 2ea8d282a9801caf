import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { OrdersExportQuery } from '@functions/admin/contract/sales';
import { apiFetchText } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

type ExportRange = Pick<OrdersExportQuery, 'from' | 'to'>;

export const ordersExportFileName = ({ from, to }: ExportRange) => `orders-${from}-to-${to}.csv`;

/** Every page of GET /ordersexport as one CSV: the first page starts with the header row, each next one follows x-next-cursor. */
export async function fetchOrdersExport(range: ExportRange): Promise<string> {
  const parts: string[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ from: range.from, to: range.to, ...(cursor ? { cursor } : {}) });
    const page = await apiFetchText(`/ordersexport?${query.toString()}`, { accept: 'text/csv' });
    parts.push(page.text === '' || page.text.endsWith('\n') ? page.text : `${page.text}\r\n`);
    cursor = page.nextCursor;
  } while (cursor);
  return parts.join('');
}

/** GET /ordersexport?from&to (admin): the orders created in the range as CSV, saved as orders-<from>-to-<to>.csv. */
export function useDownloadOrdersExport() {
  return useMutation({
    mutationFn: async (range: ExportRange) => {
      const csv = await fetchOrdersExport(range);
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), ordersExportFileName(range));
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
