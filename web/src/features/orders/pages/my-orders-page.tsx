import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '@schemas/order';
import { useConfirm } from '../../../components/confirm-dialog';
import { PagedList } from '../../../components/paged-list';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCancelOrder } from '../api/order-mutations';
import { myOrdersQueryOptions } from '../api/order-queries';
import { MyOrdersTable } from '../components/my-orders-table';

/** /dashboard/myorder: the customer's orders; unpaid ones can be paid or cancelled. */
export function MyOrdersPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAuth
  return <MyOrders email={user.email} />;
}

function MyOrders({ email }: { email: string }) {
  const ordersQuery = useInfiniteQuery(myOrdersQueryOptions(email));
  const cancel = useCancelOrder(email);
  const { confirm, dialog } = useConfirm();

  const askToCancel = async (order: Order) => {
    const confirmed = await confirm({
      title: 'Cancel this order?',
      message: `Your order of ${order.quantity} × ${order.product_name} will be deleted.`,
      confirmLabel: 'Cancel order',
      tone: 'danger',
    });
    if (confirmed) cancel.mutate(order);
  };

  return (
    <PagedList title="My Orders" query={ordersQuery} loadingLabel="Loading your orders" empty="You have no orders yet." dialog={dialog}>
      {(orders) => (
        <MyOrdersTable
          orders={orders}
          cancellingId={cancel.isPending ? cancel.variables._id : undefined}
          onCancel={(order) => void askToCancel(order)}
        />
      )}
    </PagedList>
  );
}
