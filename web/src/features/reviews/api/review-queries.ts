import { queryOptions } from '@tanstack/react-query';
import type { PublicReview } from '@functions/reviews/contract/review';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const reviewKeys = {
  all: ['reviews'] as const,
  home: () => sharedKeys.homeReviews,
  list: () => [...reviewKeys.all, 'all'] as const,
};

/** GET /homereviews: the 3 newest reviews. */
export const homeReviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.home(), queryFn: ({ signal }) => apiFetch<PublicReview[]>('/homereviews', { signal }) });

/** GET /toolreviews/{id}: the tool's visible reviews, the 20 newest. */
export const toolReviewsQueryOptions = (toolId: string) =>
  queryOptions({
    queryKey: [...reviewKeys.all, 'tool', toolId] as const,
    queryFn: ({ signal }) => apiFetch<PublicReview[]>(`/toolreviews/${encodeURIComponent(toolId)}`, { signal }),
  });
