import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';
import { formatDateTime, formatPrice } from '../../../lib/format';
import type { TradeOrder } from '../api/trade-queries';
import { OrderSkusCell } from '../../../components/order-skus-cell';

/** An order above a buyer's approval limit waits for a company admin (the contract may not name this status yet). */
export const AWAITING_APPROVAL = 'Awaiting approval';

const STATUS_TEXT: Record<string, string> = {
  'Not paid': 'Not paid',
  paid: 'Paid',
  delivered: 'Shipped',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  [AWAITING_APPROVAL]: 'Awaiting approval',
  Declined: 'Declined',
  'On account': 'On account',
};

/** The order's status in words; a declined order with the admin's reason. */
function TradeOrderStatus({ order }: { order: TradeOrder & { declineReason?: string } }) {
  const status: string = order.status;
  return (
    <span className="flex flex-col items-start">
      <span className={status === AWAITING_APPROVAL ? 'font-medium text-amber-900' : 'font-medium text-slate-800'}>{STATUS_TEXT[status] ?? status}</span>
      {status === 'Declined' && order.declineReason ? <span className="text-sm text-slate-700">{order.declineReason}</span> : null}
    </span>
  );
}

export interface TradeOrderActions {
  /** The order whose action is under way, if any. */
  busyId?: string;
  onApprove(order: TradeOrder): void;
  onDecline(order: TradeOrder, reason?: string): void;
  onCancel(order: TradeOrder): void;
}

/** Declining: the reason (optional, emailed to the buyer) and the button that declines. */
function DeclineForm({ order, busy, onDecline, onClose }: { order: TradeOrder; busy: boolean; onDecline(reason?: string): void; onClose(): void }) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Decline the order for ${order.product_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        onDecline(reason.trim() || undefined);
        onClose();
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-800">Reason (optional)</span>
        <input className="input" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      </label>
      <button type="submit" className="btn btn-danger min-h-9 px-3 py-1 text-sm" disabled={busy}>
        Decline order
      </button>
      <button type="button" className="btn btn-outline min-h-9 px-3 py-1 text-sm" onClick={onClose}>
        Keep
      </button>
    </form>
  );
}

interface TradeOrdersTableProps {
  orders: readonly TradeOrder[];
  /** The signed-in member: a company admin sees every member's orders and approves or declines the waiting ones. */
  me: { userId: string; role: 'admin' | 'buyer' };
  actions: TradeOrderActions;
}

/** The company's orders on /trade: when, who (for company admins), what, the total and the status, with the actions a waiting order allows. */
export function TradeOrdersTable({ orders, me, actions }: TradeOrdersTableProps) {
  const { confirm, dialog } = useConfirm();
  const [declining, setDeclining] = useState<string | undefined>();
  const isAdmin = me.role === 'admin';

  const approve = async (order: TradeOrder) => {
    const ok = await confirm({
      title: 'Approve this order?',
      message: `${order.memberName}'s order of ${order.quantity} × ${order.product_name} (${formatPrice(order.amountCents)}) takes its stock now.`,
      confirmLabel: 'Approve order',
    });
    if (ok) actions.onApprove(order);
  };

  const cancel = async (order: TradeOrder) => {
    const ok = await confirm({
      title: 'Cancel this order?',
      message: `Your order of ${order.quantity} × ${order.product_name} will be deleted.`,
      confirmLabel: 'Cancel order',
      tone: 'danger',
    });
    if (ok) actions.onCancel(order);
  };

  const actionsOf = (order: TradeOrder) => {
    if ((order.status as string) !== AWAITING_APPROVAL) return <span className="text-slate-600">—</span>;
    const busy = actions.busyId === order._id;
    const target = `the order for ${order.product_name} by ${order.memberName}`;
    if (isAdmin && declining === order._id) {
      return <DeclineForm order={order} busy={busy} onDecline={(reason) => actions.onDecline(order, reason)} onClose={() => setDeclining(undefined)} />;
    }
    return (
      <span className="flex flex-wrap gap-2">
        {isAdmin ? (
          <>
            <RowButton label="Approve" tone="primary" target={target} busy={busy} onClick={() => void approve(order)} />
            <RowButton label="Decline" target={target} busy={busy} onClick={() => setDeclining(order._id)} />
          </>
        ) : null}
        {order.userId === me.userId ? <RowButton label="Cancel" tone="danger" target={target} busy={busy} onClick={() => void cancel(order)} /> : null}
      </span>
    );
  };

  const columns: Column<TradeOrder>[] = [
    { header: 'Product', rowHeader: true, cell: (order) => `${order.quantity} × ${order.product_name}` },
    { header: 'SKU', cell: (order) => <OrderSkusCell order={order} /> },
    ...(isAdmin ? [{ header: 'Member', cell: (order: TradeOrder) => order.memberName }] : []),
    { header: 'Placed', cell: (order) => formatDateTime(order.createdAt) },
    { header: 'Total', cell: (order) => formatPrice(order.amountCents) },
    { header: 'Status', cell: (order) => <TradeOrderStatus order={order} /> },
    { header: 'Actions', cell: actionsOf },
  ];
  return (
    <>
      {dialog}
      <DataTable caption="Your company's orders" rows={orders} rowKey={(order) => order._id} columns={columns} />
    </>
  );
}
