import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@schemas/order';
import { PagedActionList } from '../../components/paged-action-list';
import { useAuth } from '../../lib/auth/use-auth';
import { useMarkDelivered } from '../../features/orders/api/order-mutations';
import { allOrdersQueryOptions } from '../../features/orders/api/order-queries';
import { AllOrdersTable } from '../../features/orders/components/all-orders-table';
import { adminLoader } from '../route-loaders';

export const loader = adminLoader((queryClient, email) => queryClient.ensureInfiniteQueryData(allOrdersQueryOptions(email)));

/** /dashboard/manageallorders (admin): every order; paid ones are marked delivered. */
export function ManageAllOrdersPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAdmin
  return <ManageAllOrders adminEmail={user.email} />;
}

function ManageAllOrders({ adminEmail }: { adminEmail: string }) {
  const ordersQuery = useInfiniteQuery(allOrdersQueryOptions(adminEmail));
  const deliver = useMarkDelivered();

  return (
    <PagedActionList
      title="Manage All Orders"
      query={ordersQuery}
      loadingLabel="Loading orders"
      empty="There are no orders yet."
      mutation={deliver}
      confirmation={(order: Order) => ({
        title: 'Confirm delivery?',
        message: `Mark ${order.quantity} × ${order.product_name} for ${order.email} as delivered.`,
        confirmLabel: 'Delivered',
      })}
    >
      {(orders, { busyId, ask }) => <AllOrdersTable orders={orders} deliveringId={busyId} onConfirmDelivery={ask} />}
    </PagedActionList>
  );
}
