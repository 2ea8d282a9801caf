import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@schemas/order';
import { useConfirm } from '../../../components/confirm-dialog';
import { PagedList } from '../../../components/paged-list';
import { useAuth } from '../../../lib/auth/use-auth';
import { useMarkDelivered } from '../api/order-mutations';
import { allOrdersQueryOptions } from '../api/order-queries';
import { AllOrdersTable } from '../components/all-orders-table';

/** /dashboard/manageallorders (admin): every order; paid ones are marked delivered. */
export function ManageAllOrdersPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAdmin
  return <ManageAllOrders adminEmail={user.email} />;
}

function ManageAllOrders({ adminEmail }: { adminEmail: string }) {
  const ordersQuery = useInfiniteQuery(allOrdersQueryOptions(adminEmail));
  const deliver = useMarkDelivered();
  const { confirm, dialog } = useConfirm();

  const askToDeliver = async (order: Order) => {
    const confirmed = await confirm({
      title: 'Confirm delivery?',
      message: `Mark ${order.quantity} × ${order.product_name} for ${order.email} as delivered.`,
      confirmLabel: 'Delivered',
    });
    if (confirmed) deliver.mutate(order);
  };

  return (
    <PagedList title="Manage All Orders" query={ordersQuery} loadingLabel="Loading orders" empty="There are no orders yet." dialog={dialog}>
      {(orders) => (
        <AllOrdersTable
          orders={orders}
          deliveringId={deliver.isPending ? deliver.variables._id : undefined}
          onConfirmDelivery={(order) => void askToDeliver(order)}
        />
      )}
    </PagedList>
  );
}
