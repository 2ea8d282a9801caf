import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Review } from '@functions/reviews/contract/review';
import { apiFetch, apiFetchPage } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { reviewKeys } from './review-queries';

/** GET /allreviews (admin): every review, hidden ones marked, newest first, a page at a time. */
export const allReviewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: reviewKeys.list(),
    queryFn: ({ pageParam, signal }) => apiFetchPage<Review>(pageParam ? `/allreviews?cursor=${encodeURIComponent(pageParam)}` : '/allreviews', { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });

/** POST /hidereview/{reviewId} (admin): the review leaves the public lists and its tool's rating. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Pick<Review, '_id'>) => apiFetch<{ acknowledged: boolean }>(`/hidereview/${encodeURIComponent(review._id)}`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('The review is hidden');
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () =>
      Promise.all(
        [reviewKeys.all, sharedKeys.homeReviews, sharedKeys.tools, sharedKeys.homeTools].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
