import type { Order } from '@functions/orders/contract/order';
import { formatDateTime } from '../../../lib/format';

/** When an unpaid order's hold on the stock ends: after that it is cancelled. Nothing for other orders. */
export function HoldEnd({ order, className = '' }: { order: Pick<Order, 'status' | 'holdExpiresAt'>; className?: string }) {
  if (order.status !== 'Not paid' || !order.holdExpiresAt) return null;
  return <span className={`text-sm text-slate-700 ${className}`}>Pay by {formatDateTime(order.holdExpiresAt)}</span>;
}
