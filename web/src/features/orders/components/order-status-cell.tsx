import { Link } from 'react-router-dom';
import type { Order } from '@schemas/order';

type OrderStatusCellProps = { order: Pick<Order, '_id' | 'status'> } & (
  | { view: 'customer' }
  | { view: 'admin'; onConfirmDelivery: () => void; confirming?: boolean }
);

const shipped = <span className="font-medium text-emerald-800">Shipped</span>;

/** What the customer and the admin see for each order status. */
export function OrderStatusCell(props: OrderStatusCellProps) {
  const { order } = props;
  if (order.status === 'delivered') return shipped;

  if (props.view === 'customer') {
    return order.status === 'Not paid' ? (
      <Link
        to={`/dashboard/buy/${encodeURIComponent(order._id)}`}
        className="btn btn-primary min-h-9 px-3 py-1 text-sm"
      >
        Buy Now
      </Link>
    ) : (
      <span className="font-medium text-sky-800">Paid</span>
    );
  }

  return order.status === 'Not paid' ? (
    <span className="text-slate-700">Not paid</span>
  ) : (
    <button
      type="button"
      onClick={props.onConfirmDelivery}
      disabled={props.confirming}
      className="btn min-h-9 bg-amber-200 px-3 py-1 text-sm text-amber-950 hover:bg-amber-300"
    >
      Pending
    </button>
  );
}
