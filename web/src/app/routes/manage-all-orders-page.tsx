import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Order } from '@functions/orders/contract/order';
import { useConfirm } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { PagedList } from '../../components/paged-list';
import { useAuth } from '../../lib/auth/use-auth';
import { useCancelOrder, useMarkDelivered, useRefundOrder, type DeliveryDetails } from '../../features/orders/api/order-mutations';
import { allOrdersQueryOptions } from '../../features/orders/api/order-queries';
import { AllOrdersTable } from '../../features/orders/components/all-orders-table';
import { DeliveryFields } from '../../features/orders/components/delivery-fields';
import { OrderFiltersForm } from '../../features/orders/components/order-filters-form';
import { OrdersExportForm } from '../../features/orders/components/orders-export-form';
import { filtersFromSearch, searchWithFilters } from '../../features/orders/order-filters';
import { useRecordInvoicePayment } from '../../features/receivables/api/receivables-mutations';
import { RecordPaymentForm } from '../../features/receivables/components/record-payment-form';
import { adminLoader } from '../route-loaders';
import { formatPrice } from '../../lib/format';

export const loader = adminLoader((queryClient, email, _params, searchParams) =>
  queryClient.ensureInfiniteQueryData(allOrdersQueryOptions(email, filtersFromSearch(searchParams))),
);

/**
 * /dashboard/manageallorders (admin): every order, or those of one status and/or buyer (kept in the
 * address); paid ones are marked delivered, paid or delivered ones refunded, unpaid ones cancelled;
 * a range downloads as CSV; an on-account invoice gets the payments received recorded.
 */
export function ManageAllOrdersPage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAdmin
  return <ManageAllOrders adminEmail={user.email} />;
}

/**
 * Confirmed actions per row (deliver, with carrier and tracking; refund; cancel), so this page
 * composes PagedList and the confirm dialog itself instead of PagedActionList's one action.
 */
function ManageAllOrders({ adminEmail }: { adminEmail: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const ordersQuery = useInfiniteQuery(allOrdersQueryOptions(adminEmail, filters));
  const deliver = useMarkDelivered();
  const refund = useRefundOrder();
  const cancel = useCancelOrder(adminEmail, (order) => `You cancelled the order for ${order.product_name}`);
  const { confirm, dialog } = useConfirm();
  const recordPayment = useRecordInvoicePayment();
  const [paidOrder, setPaidOrder] = useState<Order>();
  const openRecordPayment = (order: Order) => {
    recordPayment.reset();
    setPaidOrder(order);
  };

  const askToDeliver = async (order: Order) => {
    const details: DeliveryDetails = {};
    const confirmed = await confirm({
      title: 'Confirm delivery?',
      message: (
        <>
          <p>{`Mark ${order.quantity} × ${order.product_name} for ${order.email} as delivered.`}</p>
          <DeliveryFields
            onChange={(field, value) => {
              details[field] = value;
            }}
          />
        </>
      ),
      confirmLabel: 'Delivered',
    });
    if (confirmed) deliver.mutate({ ...order, details });
  };

  const askToRefund = async (order: Order) => {
    const confirmed = await confirm({
      title: 'Refund this order?',
      message: `Give ${order.email} back the full ${formatPrice(order.amountCents)} paid for ${order.quantity} × ${order.product_name}.${order.status === 'paid' ? ' Its units go back to stock.' : ''}`,
      confirmLabel: 'Refund',
      tone: 'danger',
    });
    if (confirmed) refund.mutate(order);
  };

  const askToCancel = async (order: Order) => {
    const confirmed = await confirm({
      title: 'Cancel this order?',
      message:
        order.status === 'On account'
          ? `Cancel the order on account of ${order.quantity} × ${order.product_name} for ${order.email}. Its units go back to stock, what is still due comes off the company's balance, and the customer is told by email.`
          : `Cancel the unpaid order of ${order.quantity} × ${order.product_name} for ${order.email}. Its units go back to stock, it can no longer be paid, and the customer is told by email.`,
      confirmLabel: 'Cancel order',
      tone: 'danger',
    });
    if (confirmed) cancel.mutate(order);
  };

  const filtered = Boolean(filters.status || filters.buyer);
  return (
    <PagedList
      title="Manage All Orders"
      tools={
        <>
          <OrderFiltersForm filters={filters} onChange={(next) => setSearchParams(searchWithFilters(searchParams, next), { replace: true })} />
          <OrdersExportForm />
        </>
      }
      query={ordersQuery}
      loadingLabel="Loading orders"
      empty={filtered ? 'No orders match these filters.' : 'There are no orders yet.'}
      dialog={
        <>
          {dialog}
          <Modal
            open={paidOrder !== undefined}
            title={`Record a payment for ${paidOrder?.invoiceNumber ?? 'the invoice'}`}
            onClose={() => setPaidOrder(undefined)}
          >
            {paidOrder ? (
              <RecordPaymentForm
                invoice={{ amountCents: paidOrder.amountCents, paidCents: paidOrder.paidCents ?? 0 }}
                submitting={recordPayment.isPending}
                serverError={recordPayment.error}
                onSubmit={(input) => recordPayment.mutate({ orderId: paidOrder._id, input }, { onSuccess: () => setPaidOrder(undefined) })}
              />
            ) : null}
          </Modal>
        </>
      }
    >
      {(orders) => (
        <AllOrdersTable
          orders={orders}
          deliveringId={deliver.isPending ? deliver.variables._id : undefined}
          onConfirmDelivery={(order) => void askToDeliver(order)}
          refundingId={refund.isPending ? refund.variables._id : undefined}
          onRefund={(order) => void askToRefund(order)}
          cancellingId={cancel.isPending ? cancel.variables._id : undefined}
          onCancel={(order) => void askToCancel(order)}
          onRecordPayment={openRecordPayment}
        />
      )}
    </PagedList>
  );
}
