import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@functions/orders/contract/order';
import { describeError } from '../../components/error-message';
import { PagedActionList } from '../../components/paged-action-list';
import { useAuth } from '../../lib/auth/use-auth';
import { orderAgain } from '../../features/cart/order-again';
import { useCancelOrder } from '../../features/orders/api/order-mutations';
import { myOrdersQueryOptions } from '../../features/orders/api/order-queries';
import { MyOrdersTable } from '../../features/orders/components/my-orders-table';
import { catalogQueryOptions } from '../../features/tools/api/catalog-queries';
import { signedInLoader } from '../route-loaders';

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
  const again = useOrderAgain();

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

/**
 * 'Order again': the order's lines go into the cart at today's terms, read from the catalog (the
 * /tools page's cached GET /catalog), a toast names what was left out, then the cart opens.
 */
function useOrderAgain() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (order: Order) => orderAgain(order, (await queryClient.fetchQuery(catalogQueryOptions())).tools),
    onSuccess: (outcome) => {
      for (const problem of outcome.problems) toast.error(problem);
      void navigate('/cart');
    },
    onError: (error) => toast.error(describeError(error)),
  });
}
