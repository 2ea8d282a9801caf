import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { OrdersExportQuery } from '@schemas/sales';
import { apiFetchBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const ordersExportFileName = ({ from, to }: OrdersExportQuery) => `orders-${from}-to-${to}.csv`;

/** GET /ordersexport?from&to (admin): the orders created in the range as CSV, saved as orders-<from>-to-<to>.csv. */
export function useDownloadOrdersExport() {
  return useMutation({
    mutationFn: async (range: OrdersExportQuery) => {
      const query = new URLSearchParams({ from: range.from, to: range.to });
      const csv = await apiFetchBlob(`/ordersexport?${query.toString()}`, { accept: 'text/csv' });
      saveFile(csv, ordersExportFileName(range));
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}
