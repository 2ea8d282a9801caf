import { queryOptions } from '@tanstack/react-query';
import type { PublicReview } from '@schemas/review';
import type { Tool } from '@schemas/tool';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const homeKeys = {
  tools: () => sharedKeys.homeTools,
  reviews: () => sharedKeys.homeReviews,
};

/** GET /hometools: the 6 newest tools. */
export const homeToolsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.tools(), queryFn: ({ signal }) => apiFetch<Tool[]>('/hometools', { signal }) });

/** GET /homereviews: the 3 newest reviews. */
export const homeReviewsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.reviews(), queryFn: ({ signal }) => apiFetch<PublicReview[]>('/homereviews', { signal }) });
