import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { InvoiceView, Statement } from '@functions/receivables/contract/receivables';
import { amountDueCents } from '@functions/trade/contract/credit-terms';
import { describeError } from '../../components/error-message';
import { Modal } from '../../components/modal';
import { QueryState } from '../../components/query-state';
import { formatPrice } from '../../lib/format';
import { useAuth } from '../../lib/auth/use-auth';
import { CardPaymentForm } from '../../features/payment/components/card-payment-form';
import type { ConfirmCard } from '../../features/payment/use-pay-order';
import { startInvoiceCardPayment, useDownloadStatement } from '../../features/receivables/api/receivables-mutations';
import { statementQueryOptions } from '../../features/receivables/api/statement-queries';
import { AgingTable } from '../../features/receivables/components/aging-table';
import { InvoicesTable } from '../../features/receivables/components/invoices-table';
import { StatementSummary } from '../../features/receivables/components/statement-summary';
import { signedInLoader } from '../route-loaders';

export const loader = signedInLoader((queryClient) => queryClient.ensureQueryData(statementQueryOptions()));

/** The provider tells the server of a card payment a moment later: until then the statement is read again every second. */
const RECORDING_POLL_MS = 1000;
const isPaidIn = (statement: Statement | undefined, orderId: string) => statement?.invoices.find((invoice) => invoice.orderId === orderId)?.state === 'paid';

/** A company admin pays an invoice's whole amount due by card: the server starts the payment, the browser confirms it with the provider. */
function usePayInvoiceByCard(onPaid: (invoice: InvoiceView) => void) {
  return useMutation({
    mutationFn: async ({ invoice, confirmCard }: { invoice: InvoiceView; confirmCard: ConfirmCard }) => {
      const { clientSecret, amountCents } = await startInvoiceCardPayment(invoice.orderId);
      await confirmCard(clientSecret);
      return amountCents;
    },
    onSuccess: (amountCents, { invoice }) => {
      toast.success(`${formatPrice(amountCents)} paid by card for ${invoice.invoiceNumber ?? 'the invoice'}`);
      onPaid(invoice);
    },
    onError: (error) => toast.error(describeError(error)),
  });
}

/** /trade/statement (company admins): the company's balance and credit, its on-account invoices and their aging; a PDF of it; invoices paid by card. */
export function TradeStatementPage() {
  const { user } = useAuth();
  const [paying, setPaying] = useState<InvoiceView>();
  const [recording, setRecording] = useState<string>();
  const statementQuery = useQuery({
    ...statementQueryOptions(),
    refetchInterval: (query) => (recording !== undefined && !isPaidIn(query.state.data, recording) ? RECORDING_POLL_MS : false),
  });
  const download = useDownloadStatement();
  const pay = usePayInvoiceByCard((invoice) => {
    setPaying(undefined);
    setRecording(invoice.orderId);
  });

  useEffect(() => {
    document.title = 'Statement | Tools Storefront';
  }, []);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-teal-800 md:text-3xl">Statement</h1>
        <div className="flex items-center gap-4">
          <Link to="/trade" className="link">
            Back to your trade account
          </Link>
          <button type="button" className="btn btn-outline" disabled={download.isPending} onClick={() => download.mutate()}>
            {download.isPending ? 'Downloading…' : 'Download PDF'}
          </button>
        </div>
      </div>
      <QueryState query={statementQuery} loadingLabel="Loading your statement">
        {(statement) => (
          <>
            <StatementSummary statement={statement} />
            <section aria-labelledby="invoices-heading" className="flex flex-col gap-3">
              <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
                Invoices
              </h2>
              {statement.invoices.length === 0 ? (
                <p className="text-slate-600">No invoices on account yet.</p>
              ) : (
                <InvoicesTable invoices={statement.invoices} payingId={pay.isPending ? pay.variables.invoice.orderId : undefined} onPay={setPaying} />
              )}
            </section>
            <section aria-labelledby="aging-heading" className="flex flex-col gap-3">
              <h2 id="aging-heading" className="text-lg font-semibold text-slate-900">
                Aging
              </h2>
              <AgingTable aging={statement.aging} />
            </section>
          </>
        )}
      </QueryState>
      <Modal open={paying !== undefined} title={`Pay ${paying?.invoiceNumber ?? 'the invoice'} by card`} onClose={() => setPaying(undefined)}>
        {paying && user ? (
          <div className="flex flex-col gap-4">
            <p>Amount due: {formatPrice(amountDueCents(paying))}</p>
            <CardPaymentForm
              billing={{ name: user.name, email: user.email }}
              onPay={(confirmCard) => pay.mutate({ invoice: paying, confirmCard })}
              paying={pay.isPending}
            />
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
