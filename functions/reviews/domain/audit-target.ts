import type { AuditTarget } from '../../platform/audit.js';
import type { Review } from '../contract/review.js';

export const reviewTarget = (review: Pick<Review, '_id' | 'name' | 'customer'>): AuditTarget => ({
  kind: 'review',
  id: review._id,
  label: `${review.name}, reviewed by ${review.customer}`,
});
