import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryNamesQueryOptions } from '../../features/tools/api/catalog-queries';
import { useAddProduct } from '../../features/tools/api/tool-mutations';
import { AddProductForm } from '../../features/tools/components/add-product-form';

/** /dashboard/addaproduct (admin): a new tool for the shop. */
export function AddProductPage() {
  const addProduct = useAddProduct();
  const categories = useQuery(categoryNamesQueryOptions()).data;
  // A new key after each product mounts a fresh, empty form.
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-slate-900">Add A Product</h2>
      <section className="card p-4 sm:p-6">
        <AddProductForm
          key={formKey}
          submitting={addProduct.isPending}
          categories={categories}
          onSubmit={(product) => addProduct.mutate(product, { onSuccess: () => setFormKey((key) => key + 1) })}
        />
      </section>
    </div>
  );
}
