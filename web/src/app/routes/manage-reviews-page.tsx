import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@functions/reviews/contract/review';
import { PagedActionList } from '../../components/paged-action-list';
import { allReviewsQueryOptions, useHideReview } from '../../features/reviews/api/review-moderation';
import { ReviewsTable } from '../../features/reviews/components/reviews-table';
import { adminLoader } from '../route-loaders';

export const loader = adminLoader((queryClient) => queryClient.ensureInfiniteQueryData(allReviewsQueryOptions()));

/** /dashboard/managereviews (admin): every review; a visible one can be hidden from the shop. */
export function ManageReviewsPage() {
  const reviewsQuery = useInfiniteQuery(allReviewsQueryOptions());
  const hideReview = useHideReview();

  return (
    <PagedActionList
      title="Manage reviews"
      query={reviewsQuery}
      loadingLabel="Loading reviews"
      empty="There are no reviews yet."
      mutation={hideReview}
      confirmation={(review: Review) => ({
        title: 'Hide this review?',
        message: `The review of ${review.name} by ${review.customer} will leave the shop and its rating.`,
        confirmLabel: 'Hide review',
      })}
    >
      {(reviews, { busyId, ask }) => <ReviewsTable reviews={reviews} hidingId={busyId} onHide={ask} />}
    </PagedActionList>
  );
}
