import type { AuditAction, AuditEntry } from '@functions/platform/contract/audit';
import { DataTable, type Column } from '../../../components/data-table';

/** Each action in words. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'make-admin': 'Made an admin',
  'add-product': 'Added a product',
  'edit-product': 'Edited a product',
  'archive-product': 'Archived a product',
  'restore-product': 'Restored a product',
  'deliver-order': 'Delivered an order',
  'refund-order': 'Refunded an order',
  'cancel-order': 'Cancelled an order',
  'hide-review': 'Hid a review',
  'expire-order': 'Cancelled an unpaid order (hold ran out)',
  'approve-trade-account': 'Approved a trade account',
  'decline-trade-account': 'Declined a trade account',
  'update-trade-account': 'Changed a trade account',
  'set-contract-prices': 'Set contract prices',
  'record-invoice-payment': 'Invoice payment recorded',
};

const TARGET_LABELS: Record<AuditEntry['target']['kind'], string> = {
  user: 'User',
  product: 'Product',
  order: 'Order',
  review: 'Review',
  company: 'Trade account',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A value as text: strings as they are, anything else as JSON; nothing as '—'. */
function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line per changed field: `field: before → after`. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="flex min-w-0 flex-col gap-1 text-sm">
      {fields.map((field) => (
        <li key={field} className="[overflow-wrap:anywhere]">
          <span className="font-medium text-slate-900">{field}</span>: <span className="text-slate-700">{show(entry.before?.[field])}</span>
          <span aria-hidden="true"> → </span>
          <span className="sr-only"> changed to </span>
          <span className="text-slate-900">{show(entry.after?.[field])}</span>
        </li>
      ))}
    </ul>
  );
}

const columns: Column<AuditEntry>[] = [
  {
    header: 'When',
    cell: (entry) => <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>,
  },
  {
    header: 'Who',
    cell: (entry) => <span className="[overflow-wrap:anywhere]">{entry.actor === 'system' ? 'System' : entry.actor.email}</span>,
  },
  { header: 'Action', rowHeader: true, cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
  {
    header: 'Target',
    cell: ({ target }) => (
      <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
        {target.label && (
          <>
            <span className="text-slate-900">{target.label}</span>{' '}
          </>
        )}
        <span className={target.label ? 'text-xs text-slate-600' : undefined}>
          {TARGET_LABELS[target.kind]} {target.id}
        </span>
      </span>
    ),
  },
  { header: 'What changed', cell: (entry) => <Changes entry={entry} /> },
];

/** The audit trail: when, who (an admin's email or 'System'), the action in words, its target (by name, then kind and id) and what changed. */
export function AuditLogTable({ entries }: { entries: readonly AuditEntry[] }) {
  return <DataTable caption="Audit log" rows={entries} rowKey={(entry) => entry._id} columns={columns} />;
}
