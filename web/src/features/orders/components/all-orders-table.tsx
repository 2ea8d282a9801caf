import type { Order } from '@functions/orders/contract/order';
import { mayStartFrom } from '@functions/orders/contract/lifecycle';
import { amountDueCents } from '@functions/trade/contract/credit-terms';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';
import { AccountDue } from './account-due';
import { OrderLinesCell } from './order-lines-cell';
import { OrderSkusCell } from '../../../components/order-skus-cell';
import { OrderStatusCell } from './order-status-cell';
import { TradeDocumentLinks } from './trade-document-links';

interface AllOrdersTableProps {
  orders: readonly Order[];
  deliveringId?: string;
  onConfirmDelivery(order: Order): void;
  refundingId?: string;
  onRefund(order: Order): void;
  cancellingId?: string;
  onCancel(order: Order): void;
  /** A payment received for an on-account order's invoice. */
  onRecordPayment(order: Order): void;
}

const isRefundable = (order: Order) => order.payment !== 'account' && (order.status === 'paid' || order.status === 'delivered');
/** An on-account invoice with something still due (placed, or delivered since). */
const takesPayment = (order: Order) =>
  order.payment === 'account' &&
  mayStartFrom('recordAccountPayment', order.status) &&
  amountDueCents({ amountCents: order.amountCents, paidCents: order.paidCents ?? 0 }) > 0;

/**
 * The Manage orders table: buyer details (name, email, address, number), product, quantity, status,
 * and what can still be undone: a paid or delivered order refunded, an unpaid one cancelled; an
 * on-account order's due date, what is paid, and a payment received recorded.
 */
export function AllOrdersTable({
  orders,
  deliveringId,
  onConfirmDelivery,
  refundingId,
  onRefund,
  cancellingId,
  onCancel,
  onRecordPayment,
}: AllOrdersTableProps) {
  const columns: Column<Order>[] = [
    {
      header: 'Buyer',
      cell: (order) => (
        <span className="flex min-w-0 flex-col text-sm">
          <span className="font-medium text-slate-900">{order.user_name || 'No name'}</span>
          <span className="break-all text-slate-700">{order.email}</span>
          <span className="text-slate-700">{order.address}</span>
          <span className="text-slate-700">{order.number}</span>
        </span>
      ),
    },
    { header: 'Product', rowHeader: true, cell: (order) => <OrderLinesCell order={order} /> },
    { header: 'SKU', cell: (order) => <OrderSkusCell order={order} /> },
    { header: 'Quantity', cell: (order) => order.quantity },
    {
      header: 'Status',
      cell: (order) => (
        <span className="flex flex-col items-start gap-1">
          <OrderStatusCell view="admin" order={order} confirming={deliveringId === order._id} onConfirmDelivery={() => onConfirmDelivery(order)} />
          <AccountDue order={order} />
          {takesPayment(order) ? (
            <RowButton label="Record payment" target={`for the order for ${order.product_name}`} onClick={() => onRecordPayment(order)} />
          ) : null}
        </span>
      ),
    },
    { header: 'Documents', cell: (order) => <TradeDocumentLinks order={order} /> },
    {
      header: 'Refund or cancel',
      cell: (order) => {
        const target = `the order for ${order.product_name}`;
        if (isRefundable(order)) return <RowButton label="Refund" target={target} busy={refundingId === order._id} onClick={() => onRefund(order)} />;
        if (mayStartFrom('cancel', order.status))
          return <RowButton label="Cancel" target={target} busy={cancellingId === order._id} onClick={() => onCancel(order)} />;
        return <span className="text-slate-600">—</span>;
      },
    },
  ];
  return <DataTable caption="All orders" rows={orders} rowKey={(order) => order._id} columns={columns} />;
}
