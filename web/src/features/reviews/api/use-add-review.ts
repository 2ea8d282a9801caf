import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ReviewInput } from '@functions/reviews/contract/review';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** POST /addareview: the server takes the reviewer from the token. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) => apiFetch<{ insertedId: string }>('/addareview', { method: 'POST', body: review }),
    onSuccess: () => {
      toast.success('Congratulation you review a product');
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.homeReviews }),
  });
}
