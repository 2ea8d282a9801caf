import { useInfiniteQuery } from '@tanstack/react-query';
import type { Tool } from '@schemas/tool';
import { useConfirm } from '../../../components/confirm-dialog';
import { PagedList } from '../../../components/paged-list';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDeleteProduct } from '../api/product-mutations';
import { allProductsQueryOptions } from '../api/product-queries';
import { ProductsTable } from '../components/products-table';

/** /dashboard/manageproducts (admin): every tool, each with a delete button. */
export function ManageProductsPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAdmin
  return <ManageProducts adminEmail={user.email} />;
}

function ManageProducts({ adminEmail }: { adminEmail: string }) {
  const productsQuery = useInfiniteQuery(allProductsQueryOptions());
  const remove = useDeleteProduct(adminEmail);
  const { confirm, dialog } = useConfirm();

  const askToDelete = async (product: Tool) => {
    const confirmed = await confirm({
      title: 'Delete this product?',
      message: `${product.name} will be removed from the shop.`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (confirmed) remove.mutate(product);
  };

  return (
    <PagedList title="Manage Products" query={productsQuery} loadingLabel="Loading products" empty="There are no products yet." dialog={dialog}>
      {(products) => (
        <ProductsTable
          products={products}
          deletingId={remove.isPending ? remove.variables._id : undefined}
          onDelete={(product) => void askToDelete(product)}
        />
      )}
    </PagedList>
  );
}
