import { Link } from 'react-router-dom';
import type { Order } from '@functions/orders/contract/order';
import { formatPrice } from '../../../lib/format';

/** What a checkout on account ends with instead of the card step: the order placed, its invoice date and due date. */
export function OnAccountPlaced({ order }: { order: Order }) {
  return (
    <section role="status" aria-label="Order placed on account" className="card flex flex-col gap-3 p-6">
      <h2 className="text-xl font-bold text-slate-900">Order placed on account</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Total</dt>
        <dd>{formatPrice(order.amountCents)}</dd>
        <dt className="font-semibold">Invoice date</dt>
        <dd>{order.invoiceDate}</dd>
        <dt className="font-semibold">Due date</dt>
        <dd>
          {order.dueDate}
          {order.netDays === undefined ? '' : ` (Net ${order.netDays})`}
        </dd>
      </dl>
      <Link to="/dashboard/myorder" className="link">
        See your orders
      </Link>
    </section>
  );
}
