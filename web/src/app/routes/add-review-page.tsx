import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { useAuth } from '../../lib/auth/use-auth';
import { toolNamesQueryOptions } from '../../features/tools/api/tool-names';
import { useAddReview } from '../../features/reviews/api/use-add-review';
import { ReviewForm } from '../../features/reviews/components/review-form';
import type { RouteLoader } from '../lazy-page';

export const loader: RouteLoader = ({ queryClient }) => queryClient.ensureQueryData(toolNamesQueryOptions());

/** /dashboard/addareview: review any tool (the dropdown holds every tool's name). */
export function AddReviewPage() {
  const { user } = useAuth();
  const namesQuery = useQuery(toolNamesQueryOptions());
  const addReview = useAddReview();
  // A new key after each review mounts a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  if (!user) return null; // the route is behind RequireAuth

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-slate-900">Add A Review</h2>
      <section className="card p-4 sm:p-6">
        <QueryState query={namesQuery} loadingLabel="Loading products" empty="There are no products to review yet.">
          {(productNames) => (
            <ReviewForm
              key={formKey}
              email={user.email}
              productNames={productNames}
              submitting={addReview.isPending}
              onSubmit={(review) => addReview.mutate(review, { onSuccess: () => setFormKey((key) => key + 1) })}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
