import { Link } from 'react-router-dom';
import type { CancelReason, Order } from '@functions/orders/contract/order';
import { formatPrice } from '../../../lib/format';

type StatusFields = '_id' | 'status' | 'carrier' | 'trackingNumber' | 'cancelReason' | 'disputed' | 'disputeOutcome' | 'refundedCents';
/**
 * A trade buyer's order above their approval limit waits for a company admin (docs/features.md,
 * 'Trade accounts'): 'Awaiting approval', then 'Declined' (with the admin's reason, if any) or on to
 * 'Not paid' (or 'On account', once pay on account exists).
 */
export const AWAITING_APPROVAL = 'Awaiting approval';
export const DECLINED = 'Declined';
const ON_ACCOUNT = 'On account';
type TradeStatusFields = { declineReason?: string };

type OrderStatusCellProps = { order: Pick<Order, StatusFields> & TradeStatusFields } & (
  { view: 'customer' } | { view: 'admin'; onConfirmDelivery: () => void; confirming?: boolean }
);

const CANCELLED_BY: Record<CancelReason, string> = {
  owner: 'by the customer',
  admin: 'by the shop',
  'hold-expired': 'not paid in time',
};

/** 'Shipped', with the carrier and tracking number when the admin gave them. */
function Shipped({ order }: { order: Pick<Order, 'carrier' | 'trackingNumber'> }) {
  const details = [order.carrier, order.trackingNumber].filter(Boolean).join(' · ');
  return (
    <span className="flex flex-col">
      <span className="font-medium text-emerald-800">Shipped</span>
      {details && <span className="text-sm text-slate-700">{details}</span>}
    </span>
  );
}

/** 'Pending': the admin confirms the order shipped. */
function DeliverButton({ onConfirmDelivery, confirming }: { onConfirmDelivery: () => void; confirming?: boolean }) {
  return (
    <button
      type="button"
      onClick={onConfirmDelivery}
      disabled={confirming}
      className="btn min-h-9 bg-amber-200 px-3 py-1 text-sm text-amber-950 hover:bg-amber-300"
    >
      Pending
    </button>
  );
}

const DISPUTE_LABEL = { open: 'Disputed', won: 'Dispute won', lost: 'Dispute lost' } as const;

/** What the admin must know before shipping or refunding: a dispute and how it ended, money already given back in part. */
function AdminFlags({ order }: { order: Pick<Order, 'disputed' | 'disputeOutcome' | 'refundedCents'> }) {
  const partlyRefunded = order.refundedCents !== undefined && order.refundedCents > 0;
  return (
    <>
      {order.disputed && (
        <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm font-medium text-red-900">{DISPUTE_LABEL[order.disputeOutcome ?? 'open']}</span>
      )}
      {partlyRefunded && (
        <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-950">Partly refunded {formatPrice(order.refundedCents!)}</span>
      )}
    </>
  );
}

/** The trade approval statuses, the same for the customer and the admin; undefined for the others. */
function TradeStatus({ order }: { order: Pick<Order, 'status'> & TradeStatusFields }) {
  const status: string = order.status;
  if (status === AWAITING_APPROVAL) return <span className="font-medium text-amber-900">Awaiting approval</span>;
  if (status === DECLINED) {
    return (
      <span className="flex flex-col">
        <span className="font-medium text-red-800">Declined</span>
        {order.declineReason ? <span className="text-sm text-slate-700">{order.declineReason}</span> : null}
      </span>
    );
  }
  if (status === ON_ACCOUNT) return <span className="font-medium text-sky-800">On account</span>;
  return null;
}

/** Is this one of the trade approval statuses TradeStatus shows? */
const isTradeStatus = (status: string) => status === AWAITING_APPROVAL || status === DECLINED || status === ON_ACCOUNT;

/** The order lifecycle: what the customer and the admin see for each order status. */
export function OrderStatusCell(props: OrderStatusCellProps) {
  const { order } = props;
  if (order.status === 'refunded') return <span className="font-medium text-slate-800">Refunded</span>;
  // An order on account is shipped as a paid one is: the invoice is paid later.
  if (props.view === 'admin' && order.status === ON_ACCOUNT) {
    return (
      <span className="flex flex-col items-start gap-1">
        <TradeStatus order={order} />
        <DeliverButton onConfirmDelivery={props.onConfirmDelivery} confirming={props.confirming} />
      </span>
    );
  }
  if (isTradeStatus(order.status)) return <TradeStatus order={order} />;

  if (props.view === 'customer') {
    if (order.status === 'delivered') return <Shipped order={order} />;
    return order.status === 'Not paid' ? (
      <Link to={`/dashboard/buy/${encodeURIComponent(order._id)}`} className="btn btn-primary min-h-9 px-3 py-1 text-sm">
        Buy Now
      </Link>
    ) : (
      <span className="font-medium text-sky-800">Paid</span>
    );
  }

  switch (order.status) {
    case 'delivered':
      return (
        <span className="flex items-start">
          <Shipped order={order} />
          <AdminFlags order={order} />
        </span>
      );
    case 'Not paid':
      return <span className="text-slate-700">Not paid</span>;
    case 'cancelled':
      return <span className="text-slate-700">Cancelled{order.cancelReason ? ` (${CANCELLED_BY[order.cancelReason]})` : ''}</span>;
    case 'paid':
      return (
        <span className="flex items-center">
          <DeliverButton onConfirmDelivery={props.onConfirmDelivery} confirming={props.confirming} />
          <AdminFlags order={order} />
        </span>
      );
  }
}
