import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ToolAnswer } from '@functions/catalog/contract/tool';
import type { AddProductInput, EditProductInput } from '@functions/catalog/contract/product-input';
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

/** PATCH /product/{productId} (admin): only the fields that changed. */
export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, changes }: { product: Pick<ToolAnswer, '_id'>; changes: EditProductInput }) =>
      apiFetch<{ tool: ToolAnswer }>(`/product/${encodeURIComponent(product._id)}`, { method: 'PATCH', body: changes }),
    onSuccess: () => {
      toast.success("You've updated a product");
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => invalidateToolLists(queryClient),
  });
}

/** DELETE /deleteproduct/{email}/{productId} (admin; the email is the admin's own): archives the product, its orders stay. */
export function useArchiveProduct(adminEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Pick<ToolAnswer, '_id'>) =>
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

/** POST /restoreproduct/{productId} (admin): an archived product comes back to the shop. */
export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Pick<ToolAnswer, '_id'>) => apiFetch<{ tool: ToolAnswer }>(`/restoreproduct/${encodeURIComponent(product._id)}`, { method: 'POST' }),
    onSuccess: () => {
      toast.success("You've restored a product");
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => invalidateToolLists(queryClient),
  });
}
