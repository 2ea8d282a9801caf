import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ToolAnswer } from '@functions/catalog/contract/tool';
import { useConfirm } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { PagedList } from '../../components/paged-list';
import { useAuth } from '../../lib/auth/use-auth';
import { useArchiveProduct, useEditProduct, useRestoreProduct } from '../../features/tools/api/tool-mutations';
import { allProductsQueryOptions } from '../../features/tools/api/tool-queries';
import { categoryNamesQueryOptions } from '../../features/tools/api/catalog-queries';
import { EditProductForm } from '../../features/tools/components/edit-product-form';
import { ArchivedProductsTable, ProductsTable } from '../../features/tools/components/products-table';
import { adminLoader } from '../route-loaders';

export const loader = adminLoader((queryClient) => queryClient.ensureInfiniteQueryData(allProductsQueryOptions()));

/**
 * /dashboard/manageproducts (admin): every tool, to edit or delete; deleted ones apart, to restore.
 * The shop's word is "delete" (its buttons and toast); what the API does is archive: the product
 * leaves the shop, its orders stay, and it can come back.
 */
export function ManageProductsPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAdmin
  return <ManageProducts adminEmail={user.email} />;
}

/**
 * Three actions (edit in a dialog, archive after confirming, restore), so this page composes
 * PagedList, the confirm dialog and the edit dialog itself instead of PagedActionList's one action.
 */
function ManageProducts({ adminEmail }: { adminEmail: string }) {
  const productsQuery = useInfiniteQuery(allProductsQueryOptions());
  const edit = useEditProduct();
  const categories = useQuery(categoryNamesQueryOptions()).data;
  const archive = useArchiveProduct(adminEmail);
  const restore = useRestoreProduct();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<ToolAnswer | null>(null);

  const askToArchive = async (product: ToolAnswer) => {
    const confirmed = await confirm({
      title: 'Delete this product?',
      message: `${product.name} will leave the shop. Its orders stay as they are, and you can restore it from Deleted products.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (confirmed) archive.mutate(product);
  };

  return (
    <PagedList
      title="Manage Products"
      query={productsQuery}
      loadingLabel="Loading products"
      empty="There are no products yet."
      dialog={
        <>
          {dialog}
          {editing ? (
            <Modal open title={`Edit ${editing.name}`} onClose={() => setEditing(null)}>
              <EditProductForm
                product={editing}
                submitting={edit.isPending}
                serverError={edit.error}
                categories={categories}
                onCancel={() => setEditing(null)}
                onSubmit={(changes) => edit.mutate({ product: editing, changes }, { onSuccess: () => setEditing(null) })}
              />
            </Modal>
          ) : null}
        </>
      }
    >
      {(products) => {
        const inShop = products.filter((product) => !product.archived);
        const archived = products.filter((product) => product.archived);
        return (
          <>
            {inShop.length > 0 ? (
              <ProductsTable
                products={inShop}
                archivingId={archive.isPending ? archive.variables._id : undefined}
                onEdit={(product) => {
                  edit.reset();
                  setEditing(product);
                }}
                onArchive={(product) => void askToArchive(product)}
              />
            ) : (
              <p className="py-6 text-center text-slate-600">Every product is deleted.</p>
            )}
            {archived.length > 0 ? (
              <section aria-labelledby="archived-products-heading" className="flex flex-col gap-2">
                <h3 id="archived-products-heading" className="text-lg font-semibold text-slate-900">
                  Deleted products
                </h3>
                <p className="text-sm text-slate-700">Out of the shop; their orders are kept. Restore brings one back.</p>
                <ArchivedProductsTable
                  products={archived}
                  restoringId={restore.isPending ? restore.variables._id : undefined}
                  onRestore={(product) => restore.mutate(product)}
                />
              </section>
            ) : null}
          </>
        );
      }}
    </PagedList>
  );
}
