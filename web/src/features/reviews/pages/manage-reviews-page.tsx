import { useInfiniteQuery } from '@tanstack/react-query';
import type { Review } from '@schemas/review';
import { useConfirm } from '../../../components/confirm-dialog';
import { PagedList } from '../../../components/paged-list';
import { allReviewsQueryOptions, useHideReview } from '../api/review-moderation';
import { ReviewsTable } from '../components/reviews-table';

/** /dashboard/managereviews (admin): every review; a visible one can be hidden from the shop. */
export function ManageReviewsPage() {
  const reviewsQuery = useInfiniteQuery(allReviewsQueryOptions());
  const hideReview = useHideReview();
  const { confirm, dialog } = useConfirm();

  const askToHide = async (review: Review) => {
    const confirmed = await confirm({
      title: 'Hide this review?',
      message: `The review of ${review.name} by ${review.customer} will leave the shop and its rating.`,
      confirmLabel: 'Hide review',
    });
    if (confirmed) hideReview.mutate(review);
  };

  return (
    <PagedList title="Manage reviews" query={reviewsQuery} loadingLabel="Loading reviews" empty="There are no reviews yet." dialog={dialog}>
      {(reviews) => (
        <ReviewsTable reviews={reviews} hidingId={hideReview.isPending ? hideReview.variables._id : undefined} onHide={(review) => void askToHide(review)} />
      )}
    </PagedList>
  );
}
