import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { useAuth } from '../../lib/auth/use-auth';
import { boughtToolNamesQueryOptions } from '../../features/reviews/api/bought-tool-names';
import { useAddReview } from '../../features/reviews/api/use-add-review';
import { ReviewForm } from '../../features/reviews/components/review-form';

/** /dashboard/addareview: review a tool the customer bought (the dropdown holds only those). */
export function AddReviewPage() {
  const { user } = useAuth();
  const namesQuery = useQuery({ ...boughtToolNamesQueryOptions(user?.email ?? ''), enabled: user !== null });
  const addReview = useAddReview();
  // A new key after each review mounts a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  if (!user) return null; // the route is behind RequireAuth

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-slate-900">Add A Review</h2>
      <section className="card p-4 sm:p-6">
        <QueryState
          query={namesQuery}
          loadingLabel="Loading products"
          empty="You can review only tools you have bought. Once you have paid for a tool, you can review it here."
        >
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
