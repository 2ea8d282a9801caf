import type { Review } from '@functions/reviews/contract/review';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';

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
          <RowButton
            label="Hide"
            target={`the review of ${review.name} by ${review.customer}`}
            tone="danger"
            busy={hidingId === review._id}
            onClick={() => onHide(review)}
          />
        ),
    },
  ];
  return <DataTable caption="All reviews" rows={reviews} rowKey={(review) => review._id} columns={columns} />;
}
