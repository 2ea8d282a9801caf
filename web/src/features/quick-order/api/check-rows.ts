import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CheckedRow, QuickOrderRow } from '@functions/quick-order/contract/quick-order';
import { apiFetch } from '../../../lib/api-client';

/** POST /quick-order/check: every row answered on its own. */
export const useCheckRows = () =>
  useMutation({
    mutationFn: async (rows: QuickOrderRow[]) => (await apiFetch<{ rows: CheckedRow[] }>('/quick-order/check', { method: 'POST', body: { rows } })).rows,
    onError: (error) => {
      toast.error(error.message);
    },
  });
