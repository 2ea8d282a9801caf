import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { AddProductInput, Tool } from '@schemas/tool';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Every cached tool list: ours, the review dropdown's (['tools', ...]) and the home page's. */
const TOOL_LIST_KEYS = [sharedKeys.tools, sharedKeys.homeTools] as const;
const invalidateToolLists = (queryClient: QueryClient) => Promise.all(TOOL_LIST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** POST /addaproduct (admin). */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: AddProductInput) => apiFetch<{ insertedId: string }>('/addaproduct', { method: 'POST', body: product }),
    onSuccess: () => {
      toast.success("You've added a product");
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => invalidateToolLists(queryClient),
  });
}

/** DELETE /deleteproduct/{email}/{productId} (admin; the email is the admin's own). */
export function useDeleteProduct(adminEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Pick<Tool, '_id'>) =>
      apiFetch<{ deletedCount: number }>(`/deleteproduct/${encodeURIComponent(adminEmail)}/${encodeURIComponent(product._id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success("You've deleted a product");
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => invalidateToolLists(queryClient),
  });
}
