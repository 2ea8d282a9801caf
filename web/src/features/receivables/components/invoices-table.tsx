import type { InvoiceView } from '@functions/receivables/contract/receivables';
import type { InvoiceState } from '@functions/receivables/contract/invoice-aging';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';
import { formatPrice } from '../../../lib/format';

const STATE_TEXT: Record<InvoiceState, { label: string; className: string }> = {
  open: { label: 'Open', className: 'text-slate-800' },
  'partly paid': { label: 'Partly paid', className: 'text-amber-900' },
  paid: { label: 'Paid', className: 'text-emerald-800' },
  overdue: { label: 'Overdue', className: 'text-red-800' },
};

/** Its number once the invoice stream gave it (a moment after placing). */
const invoiceName = (invoice: InvoiceView) => invoice.invoiceNumber ?? 'Being numbered';

interface InvoicesTableProps {
  invoices: readonly InvoiceView[];
  /** The invoice being paid by card, if any. */
  payingId?: string;
  onPay(invoice: InvoiceView): void;
}

/** The statement's invoices: dates, amounts, what is paid and their state, with 'Pay by card' while something is due. */
export function InvoicesTable({ invoices, payingId, onPay }: InvoicesTableProps) {
  const columns: Column<InvoiceView>[] = [
    { header: 'Invoice', rowHeader: true, cell: invoiceName },
    { header: 'Invoice date', cell: (invoice) => invoice.invoiceDate },
    { header: 'Due date', cell: (invoice) => invoice.dueDate },
    { header: 'Amount', cell: (invoice) => formatPrice(invoice.amountCents) },
    { header: 'Paid', cell: (invoice) => formatPrice(invoice.paidCents) },
    {
      header: 'State',
      cell: (invoice) => <span className={`font-medium ${STATE_TEXT[invoice.state].className}`}>{STATE_TEXT[invoice.state].label}</span>,
    },
    {
      header: 'Pay',
      cell: (invoice) =>
        invoice.state === 'paid' ? (
          <span className="text-slate-600">—</span>
        ) : (
          <RowButton label="Pay by card" target={invoiceName(invoice)} busy={payingId === invoice.orderId} onClick={() => onPay(invoice)} />
        ),
    },
  ];
  return <DataTable caption="Invoices" rows={invoices} rowKey={(invoice) => invoice.orderId} columns={columns} />;
}
