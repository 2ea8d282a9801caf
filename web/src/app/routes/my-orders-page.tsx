import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@functions/orders/contract/order';
import { PagedActionList } from '../../components/paged-action-list';
import { useAuth } from '../../lib/auth/use-auth';
import { useCancelOrder } from '../../features/orders/api/order-mutations';
import { myOrdersQueryOptions } from '../../features/orders/api/order-queries';
import { MyOrdersTable } from '../../features/orders/components/my-orders-table';
import { signedInLoader } from '../route-loaders';
import { useOrderAgain } from '../use-order-again';

export const loader = signedInLoader((queryClient, email) => queryClient.ensureInfiniteQueryData(myOrdersQueryOptions(email)));

/** /dashboard/myorder: the customer's orders; unpaid ones can be paid or cancelled, and any can be ordered again. */
export function MyOrdersPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAuth
  return <MyOrders email={user.email} />;
}

function MyOrders({ email }: { email: string }) {
  const ordersQuery = useInfiniteQuery(myOrdersQueryOptions(email));
  const cancel = useCancelOrder(email);
  const again = useOrderAgain<Order>();

  return (
    <PagedActionList
      title="My Orders"
      query={ordersQuery}
      loadingLabel="Loading your orders"
      empty="You have no orders yet."
      mutation={cancel}
      confirmation={(order: Order) => ({
        title: 'Cancel this order?',
        message: `Your order of ${order.quantity} × ${order.product_name} will be deleted.`,
        confirmLabel: 'Cancel order',
        tone: 'danger',
      })}
    >
      {(orders, { busyId, ask }) => (
        <MyOrdersTable
          orders={orders}
          cancellingId={busyId}
          onCancel={ask}
          orderingAgainId={again.isPending ? again.variables._id : undefined}
          onOrderAgain={(order) => again.mutate(order)}
        />
      )}
    </PagedActionList>
  );
}
