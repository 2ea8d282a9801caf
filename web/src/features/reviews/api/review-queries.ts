import { queryOptions } from '@tanstack/react-query';
import type { Review } from '@schemas/review';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const reviewKeys = {
  home: () => sharedKeys.homeReviews,
};

/** GET /homereviews: the 3 newest reviews. */
export const homeReviewsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.home(), queryFn: ({ signal }) => apiFetch<Review[]>('/homereviews', { signal }) });
