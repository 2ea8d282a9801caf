import type { Review } from '@schemas/review';
import { DataTable, type Column } from '../../../components/data-table';

interface ReviewsTableProps {
  reviews: readonly Review[];
  hidingId?: string;
  onHide(review: Review): void;
}

/** Every review for moderation: product, reviewer, stars, comment, and a hide button for visible ones. */
export function ReviewsTable({ reviews, hidingId, onHide }: ReviewsTableProps) {
  const columns: Column<Review>[] = [
    { header: 'Product', rowHeader: true, cell: (review) => review.name },
    { header: 'Customer', cell: (review) => review.customer },
    { header: 'Rating', cell: (review) => `${review.star} / 5` },
    { header: 'Comment', cell: (review) => <span className="break-words">{review.comment}</span> },
    {
      header: 'Hide',
      cell: (review) =>
        review.hidden ? (
          <span className="text-slate-600">Hidden</span>
        ) : (
          <button type="button" className="btn btn-danger min-h-9 px-3 py-1 text-sm" disabled={hidingId === review._id} onClick={() => onHide(review)}>
            Hide{' '}
            <span className="sr-only">
              the review of {review.name} by {review.customer}
            </span>
          </button>
        ),
    },
  ];
  return <DataTable caption="All reviews" rows={reviews} rowKey={(review) => review._id} columns={columns} />;
}
