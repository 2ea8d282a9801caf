import type { Order } from '@functions/orders/contract/order';
import { mayStartFrom } from '@functions/orders/contract/lifecycle';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';
import { AccountDue } from './account-due';
import { OrderLinesCell } from './order-lines-cell';
import { OrderSkusCell } from '../../../components/order-skus-cell';
import { HoldEnd } from './hold-end';
import { OrderStatusCell } from './order-status-cell';
import { TradeDocumentLinks } from './trade-document-links';

interface MyOrdersTableProps {
  orders: readonly Order[];
  cancellingId?: string;
  onCancel(order: Order): void;
  /** The order whose lines are being put in the cart again, if any. */
  orderingAgainId?: string;
  onOrderAgain(order: Order): void;
}

/** The My orders table: product name, quantity, address, situation (with an unpaid order's hold end, an on-account order's due date and what is paid), documents, cancel, order again. */
export function MyOrdersTable({ orders, cancellingId, onCancel, orderingAgainId, onOrderAgain }: MyOrdersTableProps) {
  const columns: Column<Order>[] = [
    { header: 'Product', rowHeader: true, cell: (order) => <OrderLinesCell order={order} /> },
    { header: 'SKU', cell: (order) => <OrderSkusCell order={order} /> },
    { header: 'Quantity', cell: (order) => order.quantity },
    { header: 'Address', cell: (order) => order.address },
    {
      header: 'Situation',
      cell: (order) => (
        <span className="flex flex-col items-start gap-1">
          <OrderStatusCell view="customer" order={order} />
          <HoldEnd order={order} />
          <AccountDue order={order} />
        </span>
      ),
    },
    { header: 'Documents', cell: (order) => <TradeDocumentLinks order={order} /> },
    {
      header: 'Cancel',
      cell: (order) =>
        // Unpaid, waiting for the company's approval, or on account and not shipped yet.
        mayStartFrom('cancel', order.status) ? (
          <RowButton
            label="Cancel"
            target={`the order for ${order.product_name}`}
            tone="danger"
            busy={cancellingId === order._id}
            onClick={() => onCancel(order)}
          />
        ) : (
          <span className="text-slate-600">—</span>
        ),
    },
    {
      header: 'Order again',
      cell: (order) => <RowButton label="Order again" target={order.product_name} busy={orderingAgainId === order._id} onClick={() => onOrderAgain(order)} />,
    },
  ];
  return <DataTable caption="Your orders" rows={orders} rowKey={(order) => order._id} columns={columns} />;
}
