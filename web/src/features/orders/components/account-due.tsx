import type { Order } from '@functions/orders/contract/order';
import { formatPrice } from '../../../lib/format';

type AccountFields = Pick<Order, 'payment' | 'dueDate' | 'paidCents' | 'amountCents'>;

/** An on-account order's invoice in brief: when it is due and how much of it is paid. Nothing for other orders. */
export function AccountDue({ order }: { order: AccountFields }) {
  if (order.payment !== 'account' || order.dueDate === undefined) return null;
  return (
    <span className="flex flex-col text-sm text-slate-700">
      <span>Due {order.dueDate}</span>
      <span>
        Paid {formatPrice(order.paidCents ?? 0)} of {formatPrice(order.amountCents)}
      </span>
    </span>
  );
}
