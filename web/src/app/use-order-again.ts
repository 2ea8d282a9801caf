import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { OrderedLine } from '@functions/orders/contract/reorder';
import { describeError } from '../components/error-message';
import { orderAgain } from '../features/cart/order-again';
import { catalogQueryOptions } from '../features/tools/api/catalog-queries';

/**
 * 'Order again' (an earlier order) and a list's 'Add to cart': the lines go into the cart at today's
 * terms, read from the catalog (the /tools page's cached GET /catalog), a toast names what was left
 * out, then the cart opens.
 */
export function useOrderAgain<T extends { lines: readonly OrderedLine[] }>() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (source: T) => orderAgain(source, (await queryClient.fetchQuery(catalogQueryOptions())).tools),
    onSuccess: (outcome) => {
      for (const problem of outcome.problems) toast.error(problem);
      void navigate('/cart');
    },
    onError: (error) => toast.error(describeError(error)),
  });
}
