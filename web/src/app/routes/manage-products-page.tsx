import { useInfiniteQuery } from '@tanstack/react-query';
import type { Tool } from '@schemas/tool';
import { PagedActionList } from '../../components/paged-action-list';
import { useAuth } from '../../lib/auth/use-auth';
import { useDeleteProduct } from '../../features/tools/api/tool-mutations';
import { allProductsQueryOptions } from '../../features/tools/api/tool-queries';
import { ProductsTable } from '../../features/tools/components/products-table';
import { adminLoader } from '../route-loaders';

export const loader = adminLoader((queryClient) => queryClient.ensureInfiniteQueryData(allProductsQueryOptions()));

/** /dashboard/manageproducts (admin): every tool, each with a delete button. */
export function ManageProductsPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAdmin
  return <ManageProducts adminEmail={user.email} />;
}

function ManageProducts({ adminEmail }: { adminEmail: string }) {
  const productsQuery = useInfiniteQuery(allProductsQueryOptions());
  const remove = useDeleteProduct(adminEmail);

  return (
    <PagedActionList
      title="Manage Products"
      query={productsQuery}
      loadingLabel="Loading products"
      empty="There are no products yet."
      mutation={remove}
      confirmation={(product: Tool) => ({
        title: 'Delete this product?',
        message: `${product.name} will be removed from the shop.`,
        confirmLabel: 'Delete',
        tone: 'danger',
      })}
    >
      {(products, { busyId, ask }) => <ProductsTable products={products} deletingId={busyId} onDelete={ask} />}
    </PagedActionList>
  );
}
