import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';

/** A mutation that toasts its success (in the caller's words) or the server's message, then reads `keys` again. */
export function useToastMutation<V, R>(mutationFn: (variables: V) => Promise<R>, success: (answer: R, variables: V) => string, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      toast.success(success(answer, variables));
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
